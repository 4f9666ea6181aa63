import { DATE_SHORTCUTS, dateShortcutRange, formatPrice, parsePrice } from '@bo/contract';
import { Button, Cascader, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CascaderFilterOption, FilterField } from './types';

type FormValue =
  | string
  | [Dayjs, Dayjs]
  | (number | string)[]
  | { from?: string; to?: string }
  | null
  | undefined;
type FormValues = Record<string, FormValue>;

/** The values from the top of a cascader's tree down to `value`. */
function cascaderPath(options: readonly CascaderFilterOption[], value: string): (number | string)[] {
  for (const option of options) {
    if (String(option.value) === value) return [option.value];
    const below = cascaderPath(option.children ?? [], value);
    if (below.length) return [option.value, ...below];
  }
  return [];
}

const centsToText = (cents: string | undefined) =>
  cents && /^\d+$/.test(cents) ? formatPrice(Number(cents)) : undefined;

function toFormValues(fields: readonly FilterField[], filters: Record<string, string>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'cascader') {
      const value = filters[field.name];
      values[field.name] = value ? cascaderPath(field.options, value) : undefined;
      continue;
    }
    if (field.kind === 'priceRange') {
      values[field.name] = { from: centsToText(filters[field.from]), to: centsToText(filters[field.to]) };
      continue;
    }
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
    if (field.kind === 'cascader') {
      if (Array.isArray(value) && value.length) filters[field.name] = String(value.at(-1));
    } else if (field.kind === 'priceRange') {
      const range = (value ?? {}) as { from?: string; to?: string };
      for (const [key, text] of [
        [field.from, range.from],
        [field.to, range.to],
      ] as const) {
        const cents = text ? parsePrice(text) : null;
        if (cents !== null) filters[key] = String(cents);
      }
    } else if (field.kind === 'dateRange') {
      const range = value as [Dayjs, Dayjs] | null | undefined;
      if (Array.isArray(range)) {
        filters[field.from] = range[0].toISOString();
        filters[field.to] = range[1].toISOString();
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

/**
 * The inline search form over a list: text, select and date-range (with today, this week, this month, last
 * three months shortcuts) filters.
 */
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
      // Its own id prefix: a filter and a dialog's field of the same name would share an id, and the
      // dialog's label would then name the filter.
      name="search"
      onFinish={(values) => onSearch(toFilters(fields, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={field.kind === 'priceRange' ? [priceRangeRule(field.label, t)] : undefined}
        >
          {field.kind === 'text' ? (
            <Input allowClear placeholder={field.placeholder} style={{ width: 200 }} />
          ) : field.kind === 'select' ? (
            <Select
              allowClear
              options={field.options}
              placeholder={t('resources.common.all')}
              style={{ width: 180 }}
            />
          ) : field.kind === 'cascader' ? (
            <Cascader
              allowClear
              changeOnSelect
              options={field.options}
              placeholder={t('resources.common.all')}
              style={{ width: 200 }}
            />
          ) : field.kind === 'priceRange' ? (
            <PriceRangeInput label={field.label} />
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

/** Rejects a bound that is not a price (yuan, at most two decimals) and a maximum below the minimum. */
function priceRangeRule(label: string, t: TFunction) {
  return {
    validator: (_: unknown, range?: { from?: string; to?: string }) => {
      const bounds = [
        [range?.from?.trim(), t('resources.common.min')],
        [range?.to?.trim(), t('resources.common.max')],
      ] as const;
      for (const [text, bound] of bounds) {
        if (text && parsePrice(text) === null) {
          return Promise.reject(new Error(t('validation.price', { attribute: `${label} ${bound}` })));
        }
      }
      const [min, max] = bounds.map(([text]) => (text ? parsePrice(text) : null));
      if (min != null && max != null && max < min) {
        const attribute = `${label} ${t('resources.common.max')}`;
        return Promise.reject(new Error(t('validation.min', { attribute, place: formatPrice(min) })));
      }
      return Promise.resolve();
    },
  };
}

/** Lowest and highest price inputs (yuan); the form rejects a value that is not a price. */
function PriceRangeInput({
  value,
  onChange,
  label,
}: {
  value?: { from?: string; to?: string };
  onChange?: (value: { from?: string; to?: string }) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      <Input
        aria-label={`${label} ${t('resources.common.min')}`}
        placeholder={t('resources.common.min')}
        value={value?.from}
        onChange={(e) => onChange?.({ ...value, from: e.target.value })}
        style={{ width: 100 }}
        inputMode="decimal"
      />
      <Input
        aria-label={`${label} ${t('resources.common.max')}`}
        placeholder={t('resources.common.max')}
        value={value?.to}
        onChange={(e) => onChange?.({ ...value, to: e.target.value })}
        style={{ width: 100 }}
        inputMode="decimal"
      />
    </Space.Compact>
  );
}
