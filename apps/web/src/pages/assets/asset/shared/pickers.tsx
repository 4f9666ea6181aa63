import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useAssetClassTree } from '../../../../api/assets';
import { useDepartmentTree } from '../../../../api/departments';
import { usePlaceTree } from '../../../../api/places';
import { classOptions, departmentOptions, placeOptions, type TreeOption } from './trees';

/** What a form item hands its control (antd `Form.Item`), plus the item's `id` for its label. */
export interface PickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

function TreePicker({ options, value, onChange, ...rest }: PickerProps & { options: TreeOption[] }) {
  return (
    <TreeSelect<number>
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={options}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}

/** An asset class of the classification (`BaseDataTree`), searchable by code or name. */
export function ClassPicker(props: PickerProps) {
  const tree = useAssetClassTree().data;
  const options = useMemo(() => classOptions(tree ?? []), [tree]);
  return <TreePicker {...props} options={options} />;
}

/** The place tree as TreeSelect options. */
export function usePlaceOptions(): TreeOption[] {
  const tree = usePlaceTree().data;
  return useMemo(() => placeOptions(tree ?? []), [tree]);
}

/** A place (warehouse → zone → shelf). */
export function PlacePicker(props: PickerProps) {
  return <TreePicker {...props} options={usePlaceOptions()} />;
}

/** A department of the given organization; disabled until one is chosen. */
export function DepartmentPicker({
  organizationId,
  ...props
}: PickerProps & { organizationId: number | null }) {
  const orgs = useDepartmentTree().data;
  const options = useMemo(
    () => departmentOptions(orgs?.find((o) => o.id === organizationId)?.departments ?? []),
    [orgs, organizationId],
  );
  return <TreePicker {...props} disabled={props.disabled || organizationId === null} options={options} />;
}

/** An organization (unit) of `departmentTree`. */
export function OrganizationPicker({ value, onChange, ...rest }: PickerProps) {
  const orgs = useDepartmentTree().data;
  const options = useMemo(() => (orgs ?? []).map((o) => ({ value: o.id, label: o.name })), [orgs]);
  return (
    <Select<number>
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
