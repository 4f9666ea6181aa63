import { AREAS } from '@bo/contract';
import { Select } from 'antd';
import { brands, specifications } from '../../../api/catalog';

interface Option {
  value: number;
  label: string;
}

/**
 * The lists a `refs` or `ref` field picks from, by the name its declaration gives (`options`): each a
 * hook reading the records once (up to 200, kept 30 s) as options, or the contract's own list.
 */
const SOURCES: Readonly<Record<string, () => { options: Option[]; loading: boolean }>> = {
  specification: () => {
    const list = specifications.useOptions();
    return {
      loading: list.isLoading,
      // A specification's label tells apart those of the same name ("颜色（手机）").
      options: (list.data?.data ?? []).map((s) => ({
        value: s.id,
        label: s.label ? `${s.name}（${s.label}）` : s.name,
      })),
    };
  },
  brand: () => {
    const list = brands.useOptions();
    return {
      loading: list.isLoading,
      options: (list.data?.data ?? []).map((b) => ({ value: b.id, label: b.name })),
    };
  },
  area: () => ({ loading: false, options: AREAS.map((a) => ({ value: a.id, label: a.name })) }),
};

const none = () => ({ options: [], loading: false });

/**
 * Several records of another list, searchable by their names (a category's brands); with `single`, one
 * or none (an organization's area).
 */
export function RefsSelect({
  source,
  single = false,
  id,
  value,
  onChange,
}: {
  source: string;
  single?: boolean;
  /** From the form item, so its label names the select. */
  id?: string;
  value?: number[] | number | null;
  onChange?: (ids: number[] | number | undefined) => void;
}) {
  const { options, loading } = (SOURCES[source] ?? none)();
  return (
    <Select
      id={id}
      mode={single ? undefined : 'multiple'}
      allowClear
      optionFilterProp="label"
      loading={loading}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
