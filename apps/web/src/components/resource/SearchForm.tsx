import { DATE_SHORTCUTS, dateShortcutRange } from '@bo/contract';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from './types';

type FormValues = Record<string, string | [Dayjs, Dayjs] | null | undefined>;

function toFormValues(fields: readonly FilterField[], filters: Record<string, string>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind !== 'dateRange') {
      values[field.name] = filters[field.name];
      continue;
    }
    const from = filters[field.from];
    const to = filters[field.to];
    values[field.name] = from && to ? [dayjs(from), dayjs(to)] : undefined;
  }
  return values;
}

function toFilters(fields: readonly FilterField[], values: FormValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      if (Array.isArray(value)) {
        filters[field.from] = value[0].toISOString();
        filters[field.to] = value[1].toISOString();
      }
    } else if (typeof value === 'string' && value.trim()) {
      filters[field.name] = value.trim();
    }
  }
  return filters;
}

export interface SearchFormProps {
  fields: readonly FilterField[];
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
}

/** The inline search form over a list: text, select and date-range (with spec §9 shortcuts) filters. */
export function SearchForm({ fields, filters, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const shown = JSON.stringify(filters);
  // Follows the URL: back/forward or a reset shows the filters in effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for `filters`
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(fields, filters));
  }, [form, shown]);

  const presets = DATE_SHORTCUTS.map((shortcut) => {
    const [start, end] = dateShortcutRange(shortcut);
    return { label: t(`resources.common.${shortcut}`), value: [dayjs(start), dayjs(end)] as [Dayjs, Dayjs] };
  });

  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      role="search"
      onFinish={(values) => onSearch(toFilters(fields, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {field.kind === 'text' ? (
            <Input allowClear placeholder={field.placeholder} style={{ width: 200 }} />
          ) : field.kind === 'select' ? (
            <Select
              allowClear
              options={field.options}
              placeholder={t('resources.common.all')}
              style={{ width: 180 }}
            />
          ) : (
            <DatePicker.RangePicker
              showTime
              presets={presets}
              placeholder={[t('resources.common.startTime'), t('resources.common.endTime')]}
            />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('resources.common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('resources.common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
