import type { DepartmentNode, PlaceNode } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { request } from '../../../api/client';
import { useDepartmentTree } from '../../../api/departments';
import { usePlaceTree } from '../../../api/places';

/** An option of a TreeSelect. */
export interface TreeOption {
  value: number | string;
  title: string;
  selectable?: boolean;
  children: TreeOption[];
}

interface PickerProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  allowClear?: boolean;
}

const placeOptions = (nodes: PlaceNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: `${n.name} (${n.code})`, children: placeOptions(n.children) }));

/** A place of the warehouse → zone → shelf tree. */
export function PlaceSelect({ value, onChange, placeholder, allowClear }: PickerProps) {
  const tree = usePlaceTree().data ?? [];
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={placeOptions(tree)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      allowClear={allowClear}
      placeholder={placeholder}
      style={{ minWidth: 240 }}
    />
  );
}

/** An organization (unit). */
export function OrganizationSelect({ value, onChange, placeholder, allowClear }: PickerProps) {
  const orgs = useDepartmentTree().data ?? [];
  return (
    <Select
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={orgs.map((o) => ({ value: o.id, label: o.name }))}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      placeholder={placeholder}
      style={{ minWidth: 240 }}
    />
  );
}

const departmentOptions = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: departmentOptions(n.children) }));

/** A department of the given organization. */
export function DepartmentSelect({
  organizationId,
  ...props
}: PickerProps & { organizationId: number | null }) {
  const orgs = useDepartmentTree().data ?? [];
  const departments = orgs.find((o) => o.id === organizationId)?.departments ?? [];
  return (
    <TreeSelect
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      treeData={departmentOptions(departments)}
      treeDefaultExpandAll
      allowClear
      placeholder={props.placeholder}
      disabled={organizationId === null}
      style={{ minWidth: 240 }}
    />
  );
}

interface ClassNode {
  id: number;
  code: string;
  name: string;
  children: ClassNode[];
}
const classOptions = (nodes: ClassNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: `${n.code} ${n.name}`, children: classOptions(n.children) }));

/** An asset class of the classification tree (`BaseDataTree`). */
export function ClassSelect({ value, onChange, placeholder, allowClear }: PickerProps) {
  const tree = useQuery({
    queryKey: ['BaseDataTree'],
    queryFn: () => request<ClassNode[]>('BaseDataTree'),
    staleTime: 300_000,
  }).data;
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={classOptions(tree ?? [])}
      showSearch
      treeNodeFilterProp="title"
      allowClear={allowClear}
      placeholder={placeholder}
      style={{ minWidth: 240 }}
    />
  );
}
