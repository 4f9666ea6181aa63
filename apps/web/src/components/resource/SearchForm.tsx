import { FilterOutlined } from '@ant-design/icons';
import { DATE_SHORTCUTS, dateShortcutRange, formatPrice, parsePrice } from '@bo/contract';
import { Button, Cascader, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../lib/useMediaQuery';
import type { CascaderFilterOption, FilterField } from './types';

/** A date range; on a phone either end may be left open. */
type DateRange = [Dayjs | null, Dayjs | null];

type FormValue = string | DateRange | (number | string)[] | { from?: string; to?: string } | null | undefined;
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
    values[field.name] = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined;
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
      const [from, to] = (value as DateRange | null | undefined) ?? [null, null];
      if (from) filters[field.from] = from.toISOString();
      if (to) filters[field.to] = to.toISOString();
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
  const narrow = useNarrowScreen();
  const [unfolded, setUnfolded] = useState(false);
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
  // On a phone the fields take the whole width, one under the other.
  const width = (desktop: number) => (narrow ? '100%' : desktop);
  const search = (filters: Record<string, string>) => {
    onSearch(filters);
    setUnfolded(false);
  };

  const formView = (
    <Form<FormValues>
      form={form}
      layout={narrow ? 'vertical' : 'inline'}
      role="search"
      // Its own id prefix: a filter and a dialog's field of the same name would share an id, and the
      // dialog's label would then name the filter.
      name="search"
      onFinish={(values) => search(toFilters(fields, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={field.kind === 'priceRange' ? [priceRangeRule(field.label, t)] : undefined}
          style={narrow ? { marginBottom: 12 } : undefined}
        >
          {field.kind === 'text' ? (
            <Input allowClear placeholder={field.placeholder} style={{ width: width(200) }} />
          ) : field.kind === 'select' ? (
            <Select
              allowClear
              options={field.options}
              placeholder={t('resources.common.all')}
              style={{ width: width(180) }}
            />
          ) : field.kind === 'cascader' ? (
            <Cascader
              allowClear
              changeOnSelect
              options={field.options}
              placeholder={t('resources.common.all')}
              style={{ width: width(200) }}
            />
          ) : field.kind === 'priceRange' ? (
            <PriceRangeInput label={field.label} />
          ) : narrow ? (
            <DayRangeInput />
          ) : (
            <DatePicker.RangePicker
              showTime
              allowEmpty={[true, true]}
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
              search({});
            }}
          >
            {t('resources.common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
  if (!narrow) return formView;
  const active = fields.filter((f) =>
    f.kind === 'dateRange' || f.kind === 'priceRange' ? filters[f.from] || filters[f.to] : filters[f.name],
  ).length;
  // A phone shows the list first: the filters wait behind a button that says how many are in effect.
  return (
    <div style={{ marginBottom: 12 }}>
      <Button
        icon={<FilterOutlined />}
        aria-expanded={unfolded}
        onClick={() => setUnfolded(!unfolded)}
        type={active ? 'primary' : 'default'}
        ghost={active > 0}
        style={{ marginBottom: unfolded ? 12 : 0 }}
      >
        {active ? t('resources.common.filtersActive', { count: active }) : t('resources.common.filters')}
      </Button>
      {unfolded ? formView : null}
    </div>
  );
}

/**
 * A date range as two day pickers one under the other: the range picker's two months side by side are
 * wider than a phone. A day chosen as the start counts from its first second, as the end to its last.
 */
function DayRangeInput({ value, onChange }: { value?: DateRange; onChange?: (value: DateRange) => void }) {
  const { t } = useTranslation();
  const range: DateRange = value ?? [null, null];
  const bounds = [
    { label: t('resources.common.startTime'), snap: (day: Dayjs) => day.startOf('day') },
    { label: t('resources.common.endTime'), snap: (day: Dayjs) => day.endOf('day') },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {bounds.map(({ label, snap }, i) => (
        <DatePicker
          key={label}
          value={range[i]}
          placeholder={label}
          aria-label={label}
          inputReadOnly
          style={{ width: '100%' }}
          onChange={(day) => {
            const next: DateRange = [...range];
            next[i] = day ? snap(day) : null;
            onChange?.(next);
          }}
        />
      ))}
    </Space>
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
