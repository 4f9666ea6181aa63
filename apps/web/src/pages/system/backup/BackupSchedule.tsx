import { ClockCircleOutlined } from '@ant-design/icons';
import {
  BACKUP_FREQUENCIES,
  BACKUP_KEEP_MAX,
  BACKUP_TYPES,
  type BackupScheduleInput,
  type BackupScheduleState,
  backupScheduleSchema,
  formatDateTime,
} from '@bo/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  InputNumber,
  Radio,
  Select,
  Space,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackupSchedule, useSaveBackupSchedule } from '../../../api/backups';
import { applyFieldErrors } from '../../../api/form-errors';
import { usePermission } from '../../../auth/Permission';
import { schemaErrors } from '../../../components/resource/schemaErrors';

type Values = Omit<BackupScheduleInput, 'time'> & { time: Dayjs | null };

const LABELS = 'system.backup.scheduleFields';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const toValues = (state: BackupScheduleState): Values => ({
  frequency: state.frequency,
  time: dayjs(state.time, 'HH:mm'),
  weekday: state.weekday,
  type: state.type,
  keep: state.keep,
});

/** What happened last, and what comes next: the line an operator reads before anything else. */
function ScheduleStatus({ state }: { state: BackupScheduleState }) {
  const { t } = useTranslation();
  const { last_success: success, last_failure: failure } = state;
  // A failure after the last success is what needs attention; an older one is history.
  const failing = failure !== null && (success === null || failure.at > success.at);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="backup-schedule-status">
      <Typography.Text>
        <ClockCircleOutlined />{' '}
        {state.next_run_at
          ? t('system.backup.nextRun', { time: formatDateTime(state.next_run_at) })
          : t('system.backup.scheduleOff')}
      </Typography.Text>
      <Typography.Text type="secondary">
        {success
          ? t('system.backup.lastSuccess', { time: formatDateTime(success.at), name: success.name ?? '-' })
          : t('system.backup.neverSucceeded')}
      </Typography.Text>
      {failure ? (
        <Alert
          type={failing ? 'error' : 'warning'}
          showIcon
          title={t('system.backup.lastFailure', {
            time: formatDateTime(failure.at),
            message: failure.message,
          })}
        />
      ) : null}
    </Space>
  );
}

/**
 * Scheduled backups: how often, at what time (the server's zone), which kind, and how many of the
 * newest backups to keep; with the next run and the last success and failure above. Without
 * BackupSchedule the status shows alone.
 */
export function BackupSchedule() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const query = useBackupSchedule();
  const save = useSaveBackupSchedule();
  const canEdit = usePermission('BackupSchedule');
  const [form] = Form.useForm<Values>();
  const frequency = Form.useWatch('frequency', form);
  const keep = Form.useWatch('keep', form);
  const { data } = query;

  useEffect(() => {
    if (data) form.setFieldsValue(toValues(data));
  }, [data, form]);

  const onFinish = async () => {
    // Every value, the weekday too while it is hidden (a daily schedule keeps the weekday it had).
    const values = form.getFieldsValue(true) as Values;
    const payload: BackupScheduleInput = { ...values, time: values.time?.format('HH:mm') ?? '' };
    const errors = schemaErrors(backupScheduleSchema, payload, t, LABELS, (key) => i18n.exists(key));
    if (Object.keys(errors).length > 0) {
      form.setFields(
        Object.entries(errors).map(([name, text]) => ({ name: name as keyof Values, errors: [text] })),
      );
      return;
    }
    try {
      await save.mutateAsync(payload);
      message.success(t('system.backup.scheduleSaved'));
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const off = frequency === 'off';
  return (
    <Card size="small" title={t('system.backup.schedule')} loading={query.isLoading}>
      {data ? <ScheduleStatus state={data} /> : null}
      {query.isError ? <Alert type="error" showIcon title={t('resources.common.loadError')} /> : null}
      {canEdit && data ? (
        <Form<Values> form={form} layout="inline" onFinish={onFinish} style={{ marginTop: 12, rowGap: 8 }}>
          <Form.Item name="frequency" label={t(`${LABELS}.frequency`)}>
            <Radio.Group
              optionType="button"
              options={BACKUP_FREQUENCIES.map((value) => ({
                value,
                label: t(`system.backup.frequencies.${value}`),
              }))}
            />
          </Form.Item>
          {frequency === 'weekly' ? (
            <Form.Item name="weekday" label={t(`${LABELS}.weekday`)}>
              <Select
                style={{ width: 120 }}
                options={WEEKDAYS.map((value) => ({ value, label: t(`system.backup.weekdays.${value}`) }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="time" label={t(`${LABELS}.time`)} tooltip={t('system.backup.atHint')}>
            <TimePicker format="HH:mm" allowClear={false} disabled={off} needConfirm={false} />
          </Form.Item>
          <Form.Item name="type" label={t(`${LABELS}.type`)}>
            <Radio.Group
              disabled={off}
              options={BACKUP_TYPES.map((value) => ({
                value,
                label: t(value === 'full' ? 'system.backup.typeFull' : 'system.backup.typeDb'),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="keep"
            label={t(`${LABELS}.keep`)}
            tooltip={t('system.backup.keepHint', { keep: keep ?? data.keep })}
          >
            <InputNumber min={1} max={BACKUP_KEEP_MAX} precision={0} disabled={off} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('system.backup.saveSchedule')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
    </Card>
  );
}
