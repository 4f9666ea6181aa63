import { AREAS, fieldLimits, organizationInputSchema } from '@bo/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OrganizationInput, type OrganizationTree, useSaveOrganization } from '../../../api/departments';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(organizationInputSchema);

interface Values {
  name: string;
  area_id?: number | null;
}

/** Create or edit an organization (a unit, in an area). */
export function OrganizationForm({ row, onClose }: { row: OrganizationTree | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOrganization();
  const label = (f: string) => t(`resources.organization.fields.${f}`);
  return (
    <ResourceFormModal<Values, OrganizationInput>
      open
      title={t(row ? 'system.department.editOrganization' : 'system.department.newOrganization')}
      labelPrefix="resources.organization.fields"
      initialValues={row ? { name: row.name, area_id: row.area_id } : {}}
      toPayload={(v) => ({
        name: v.name?.trim() ?? '',
        area_id: v.area_id ?? null,
        ...(row ? { version: row.version } : {}),
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={480}
    >
      <Form.Item
        name="name"
        label={label('name')}
        rules={[requiredRule(t, label('name')), maxRule(t, label('name'), LIMITS.name.max)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="area_id" label={label('area_id')}>
        <Select allowClear options={AREAS.map((a) => ({ value: a.id, label: a.name }))} />
      </Form.Item>
    </ResourceFormModal>
  );
}
