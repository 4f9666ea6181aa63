import { MAX_PLACE_LEVEL, type PlaceInput, type PlaceNode, placeInputSchema } from '@bo/contract';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSavePlace } from '../../../api/places';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';

interface Values {
  name: string;
  code: string;
  pid: number;
  capacity: number;
  remark: string;
  sort: number;
}

interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** Places that can hold another one (not shelves), leaving out the edited place and what it holds. */
function parentOptions(nodes: readonly PlaceNode[], editing: number | null): ParentOption[] {
  return nodes
    .filter((n) => n.id !== editing && n.level < MAX_PLACE_LEVEL)
    .map((n) => ({
      value: n.id,
      title: `${n.name} (${n.code})`,
      children: parentOptions(n.children, editing),
    }));
}

/** Create or edit a place: name, label code, the enclosing place, capacity and remark. */
export function PlaceForm({
  row,
  parentId,
  tree,
  onClose,
}: {
  row: PlaceNode | null;
  parentId: number;
  tree: readonly PlaceNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlace();
  const label = (f: string) => t(`assets.place.fields.${f}`);
  return (
    <ResourceFormModal<Values, PlaceInput>
      open
      title={t(row ? 'assets.place.editTitle' : 'assets.place.createTitle')}
      labelPrefix="assets.place.fields"
      schema={placeInputSchema}
      initialValues={
        row
          ? {
              name: row.name,
              code: row.code,
              pid: row.pid,
              capacity: row.capacity,
              remark: row.remark,
              sort: row.sort,
            }
          : { pid: parentId, capacity: 0, sort: 0, remark: '' }
      }
      toPayload={(v) => ({
        name: v.name ?? '',
        code: v.code ?? '',
        pid: v.pid ?? 0,
        capacity: v.capacity ?? 0,
        remark: v.remark ?? '',
        sort: v.sort ?? 0,
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={520}
    >
      <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
        <Input autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={label('code')}
        rules={[requiredRule(t, label('code'))]}
        extra={t('assets.place.codeHint')}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="pid" label={label('pid')}>
        <TreeSelect
          treeDefaultExpandAll
          treeData={[
            { value: 0, title: t('assets.place.top'), children: parentOptions(tree, row?.id ?? null) },
          ]}
        />
      </Form.Item>
      <Form.Item name="capacity" label={label('capacity')} extra={t('assets.place.capacityHint')}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
