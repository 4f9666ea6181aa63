import { departmentInputSchema, fieldLimits } from '@bo/contract';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type DepartmentInput,
  type DepartmentNode,
  type OrganizationTree,
  useSaveDepartment,
} from '../../../api/departments';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { departmentOptions } from './departmentOptions';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(departmentInputSchema);

interface Values {
  name: string;
  parent_id?: number | null;
  sort: number;
}

interface Props {
  organization: OrganizationTree;
  /** The department being edited, or null for a new one. */
  row: Pick<DepartmentNode, 'id' | 'name' | 'parent_id' | 'sort' | 'version'> | null;
  /** Parent preselected for a new department. */
  parentId?: number | null;
  onClose: () => void;
}

/** Create, edit or move a department within its organization; its sub-departments move with it. */
export function DepartmentForm({ organization, row, parentId = null, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveDepartment();
  const label = (f: string) => t(`resources.department.fields.${f}`);
  return (
    <ResourceFormModal<Values, DepartmentInput>
      open
      title={t(row ? 'system.department.editDepartment' : 'system.department.newDepartment')}
      labelPrefix="resources.department.fields"
      initialValues={
        row ? { name: row.name, parent_id: row.parent_id, sort: row.sort } : { parent_id: parentId, sort: 0 }
      }
      toPayload={(v) => ({
        organization_id: organization.id,
        parent_id: v.parent_id ?? null,
        name: v.name?.trim() ?? '',
        sort: v.sort ?? 0,
        ...(row ? { version: row.version } : {}),
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={480}
    >
      <Form.Item name="parent_id" label={label('parent_id')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('system.department.top')}
          treeData={departmentOptions(organization.departments, row?.id)}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[requiredRule(t, label('name')), maxRule(t, label('name'), LIMITS.name.max)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={LIMITS.sort.min} max={LIMITS.sort.max} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
