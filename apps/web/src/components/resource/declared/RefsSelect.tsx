import { Select } from 'antd';
import { brands, specifications } from '../../../api/catalog';

interface Option {
  value: number;
  label: string;
}

/**
 * The lists a `refs` field picks from, by the name its declaration gives (`options`): each a hook
 * reading the records once (up to 200, kept 30 s) as options.
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
};

const none = () => ({ options: [], loading: false });

/** Several records of another list, searchable by their names (a category's brands). */
export function RefsSelect({
  source,
  id,
  value,
  onChange,
}: {
  source: string;
  /** From the form item, so its label names the select. */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const { options, loading } = (SOURCES[source] ?? none)();
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      optionFilterProp="label"
      loading={loading}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
