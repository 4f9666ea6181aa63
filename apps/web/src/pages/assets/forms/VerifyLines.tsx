import { type FormDetail, type FormLine, VERIFY_RESULTS, type VerifyCheckLine } from '@bo/contract';
import { App, Button, Checkbox, Input, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyCheck, useVerifyClose } from '../../../api/assetForms';
import { usePermission } from '../../../auth/Permission';
import { ListExportButton } from '../../../components/export/ListExportButton';
import { FileInput } from '../../../components/upload/FileInput';
import { PlacePicker } from '../asset/shared/pickers';

const RESULT_COLORS = {
  found: 'success',
  missing: 'error',
  damaged: 'warning',
  moved: 'processing',
} as const;

/** Rows kept in the page however many lines a campaign has: only those in view are rendered. */
const TABLE_HEIGHT = 520;

/** The lines matching the finder (code or name) and, when asked, only those not checked yet. */
export function visibleLines(lines: readonly FormLine[], find: string, onlyUnchecked: boolean): FormLine[] {
  const needle = find.trim().toLowerCase();
  return lines.filter(
    (l) =>
      (!onlyUnchecked || !l.result) &&
      (!needle || l.code.toLowerCase().includes(needle) || l.name.toLowerCase().includes(needle)),
  );
}

/**
 * The lines of a verification: while it runs, a result per asset (a place for "moved", an evidence
 * file), saved as soon as it is complete; then closing applies the results. A campaign over a whole
 * unit has thousands of lines: they scroll in one virtual table, with a finder and an unchecked filter.
 */
export function VerifyLines({ form }: { form: FormDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const check = useVerifyCheck();
  const close = useVerifyClose();
  const canCheck = usePermission('VerifyEdit') && form.status === 'processing';
  const canClose = usePermission('VerifyApprove') && form.status === 'processing';
  const [moving, setMoving] = useState<Record<number, boolean>>({});
  const [find, setFind] = useState('');
  const [onlyUnchecked, setOnlyUnchecked] = useState(false);
  const shown = useMemo(
    () => visibleLines(form.lines, find, onlyUnchecked),
    [form.lines, find, onlyUnchecked],
  );
  const a = (name: string) => t(`assetForms.assetFields.${name}`);

  const save = async (line: FormLine, patch: Partial<VerifyCheckLine>) => {
    const next: VerifyCheckLine = {
      line_id: line.id,
      result: patch.result ?? line.result ?? 'found',
      place_id: patch.place_id ?? line.result_place_id,
      evidence: patch.evidence ?? line.evidence,
      remark: line.remark,
    };
    if (next.result === 'moved' && !next.place_id) {
      setMoving((m) => ({ ...m, [line.id]: true }));
      return;
    }
    await check.mutateAsync({ id: form.id, lines: [next] });
    setMoving((m) => ({ ...m, [line.id]: false }));
  };

  const confirmClose = () =>
    modal.confirm({
      title: t('assetForms.actions.close'),
      content: t('assetForms.confirm.close'),
      onOk: async () => {
        message.success(await close.mutateAsync(form.id));
      },
    });

  return (
    <Table<FormLine>
      size="small"
      rowKey="id"
      dataSource={shown}
      pagination={false}
      virtual
      scroll={{ x: 1250, y: TABLE_HEIGHT }}
      title={() => (
        <Space wrap>
          <span>{`${t('assetForms.detail.lines')} (${form.lines.filter((l) => l.result).length}/${form.line_count})`}</span>
          <Input.Search
            allowClear
            size="small"
            style={{ width: 220 }}
            placeholder={t('assetForms.detail.findLine')}
            aria-label={t('assetForms.detail.findLine')}
            onChange={(e) => setFind(e.target.value)}
          />
          <Checkbox checked={onlyUnchecked} onChange={(e) => setOnlyUnchecked(e.target.checked)}>
            {t('assetForms.detail.onlyUnchecked')}
          </Checkbox>
          {canClose ? (
            <Button type="primary" size="small" onClick={confirmClose}>
              {t('assetForms.actions.close')}
            </Button>
          ) : null}
          <ListExportButton path="verify" params={{ form_id: form.id }} />
        </Space>
      )}
      columns={[
        { key: 'code', dataIndex: 'code', title: a('code'), width: 200 },
        { key: 'name', dataIndex: 'name', title: a('name'), width: 180 },
        { key: 'custodian', dataIndex: 'custodian', title: a('custodian'), width: 110 },
        {
          key: 'place_name',
          title: t('assetForms.fields.place'),
          width: 160,
          render: (_, r) => r.place_name ?? '-',
        },
        {
          key: 'result',
          width: 380,
          title: t('assetForms.detail.result'),
          render: (_, r) =>
            canCheck ? (
              <Space wrap>
                <Select
                  size="small"
                  style={{ width: 120 }}
                  value={moving[r.id] ? 'moved' : (r.result ?? undefined)}
                  placeholder={t('assetForms.detail.unchecked')}
                  options={VERIFY_RESULTS.map((v) => ({ value: v, label: t(`assetForms.results.${v}`) }))}
                  onChange={(result) => save(r, { result })}
                  aria-label={`${t('assetForms.detail.result')} ${r.code}`}
                />
                {moving[r.id] || r.result === 'moved' ? (
                  <div style={{ width: 220 }}>
                    <PlacePicker
                      value={r.result_place_id}
                      onChange={(place_id) => save(r, { result: 'moved', place_id })}
                    />
                  </div>
                ) : null}
              </Space>
            ) : r.result ? (
              <Tag color={RESULT_COLORS[r.result]}>{t(`assetForms.results.${r.result}`)}</Tag>
            ) : (
              <Tag>{t('assetForms.detail.unchecked')}</Tag>
            ),
        },
        {
          key: 'evidence',
          width: 220,
          title: t('assetForms.detail.evidence'),
          render: (_, r) =>
            canCheck && r.result ? (
              <FileInput
                group="verify"
                value={r.evidence[0] ?? ''}
                onChange={(url) => save(r, { evidence: url ? [url] : [] })}
              />
            ) : (
              r.evidence.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  {url.split('/').pop()}
                </a>
              ))
            ),
        },
      ]}
    />
  );
}
