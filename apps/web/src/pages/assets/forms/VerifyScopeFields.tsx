import type { DepartmentNode, OrganizationTree } from '@bo/contract';
import { Form, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDepartmentTree } from '../../../api/departments';
import { requiredChoiceRule } from '../../../components/resource/rules';
import { ClassPicker, PlacePicker } from '../asset/shared/pickers';

interface TreeOption {
  value: number | string;
  title: string;
  selectable?: boolean;
  children: TreeOption[];
}

export type VerifyScope = 'pick' | 'place' | 'department' | 'class';

/** What a verification covers: assets picked one by one, or everything in a place, department or class. */
export function VerifyScopeFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const scope = (Form.useWatch('scope', form) as VerifyScope | undefined) ?? 'pick';
  const orgs = useDepartmentTree().data ?? [];
  const target = t('assetForms.fields.scope_target');
  return (
    <>
      <Form.Item name="scope" label={t('assetForms.fields.scope')}>
        <Radio.Group
          optionType="button"
          options={(['pick', 'place', 'department', 'class'] as const).map((s) => ({
            value: s,
            label: t(`assetForms.scopes.${s}`),
          }))}
          onChange={() => form.setFieldValue('scope_id', null)}
        />
      </Form.Item>
      {scope === 'pick' ? null : (
        // One item for every kind of target, its picker by the scope (kept apart by the key).
        <Form.Item
          key={scope}
          name="scope_id"
          label={target}
          rules={[requiredChoiceRule(t, target)]}
          style={{ width: 360 }}
        >
          {scope === 'place' ? (
            <PlacePicker />
          ) : scope === 'class' ? (
            <ClassPicker />
          ) : (
            <DepartmentCascade orgs={orgs} />
          )}
        </Form.Item>
      )}
    </>
  );
}

const nodes = (list: DepartmentNode[]): TreeOption[] =>
  list.map((d) => ({ value: d.id, title: d.name, children: nodes(d.children) }));

/** A department of any organization, grouped by organization. */
function DepartmentCascade({
  orgs,
  value,
  onChange,
}: {
  orgs: OrganizationTree[];
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  return (
    <TreeSelect
      value={value ?? undefined}
      onChange={(v) => onChange?.(typeof v === 'number' ? v : null)}
      treeDefaultExpandAll
      style={{ minWidth: 280 }}
      treeData={orgs.map((o) => ({
        value: `org-${o.id}`,
        title: o.name,
        selectable: false,
        children: nodes(o.departments),
      }))}
    />
  );
}
