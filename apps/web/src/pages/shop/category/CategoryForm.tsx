import { type CategoryInput, type CategoryNode, categoryInputSchema } from '@bo/contract';
import { Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { brands, specifications } from '../../../api/catalog';
import { useSaveCategory } from '../../../api/categories';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';
import { ImageInput } from '../../../components/upload/ImageInput';
import { parentOptions } from './categoryTree';

interface Values {
  name: string;
  pid: number;
  icon: string;
  sort: number;
  visible: boolean;
  recommend: boolean;
  specification_ids: number[];
  brand_ids: number[];
}

/** Create (under `parentId`) or edit a category with its linked specifications and brands. */
export function CategoryForm({
  row,
  parentId,
  tree,
  onClose,
}: {
  row: CategoryNode | null;
  parentId: number;
  tree: readonly CategoryNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const specs = specifications.useOptions();
  const brandOptions = brands.useOptions();
  const label = (f: string) => t(`category.fields.${f}`);
  const initial: Partial<Values> = row
    ? {
        name: row.name,
        pid: row.pid,
        icon: row.icon,
        sort: row.sort,
        visible: row.visible === 1,
        recommend: row.recommend === 1,
        specification_ids: row.specification_ids,
        brand_ids: row.brand_ids,
      }
    : {
        pid: parentId,
        icon: '',
        sort: 0,
        visible: true,
        recommend: false,
        specification_ids: [],
        brand_ids: [],
      };
  return (
    <ResourceFormModal<Values, CategoryInput>
      open
      title={t(row ? 'category.editTitle' : 'category.createTitle')}
      labelPrefix="category.fields"
      schema={categoryInputSchema}
      initialValues={initial}
      toPayload={(v) => ({
        name: v.name ?? '',
        pid: v.pid ?? 0,
        icon: v.icon ?? '',
        sort: v.sort ?? 0,
        visible: v.visible ? 1 : 0,
        recommend: v.recommend ? 1 : 0,
        specification_ids: v.specification_ids ?? [],
        brand_ids: v.brand_ids ?? [],
        version: row?.version,
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
    >
      <Form.Item name="name" label={label('name')} rules={[requiredRule(t, label('name'))]}>
        <Input autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item name="pid" label={label('pid')}>
        <TreeSelect
          treeDefaultExpandAll
          treeData={[{ value: 0, title: t('category.top'), children: parentOptions(tree, row?.id ?? null) }]}
        />
      </Form.Item>
      <Form.Item name="icon" label={label('icon')}>
        <ImageInput size={64} />
      </Form.Item>
      <Form.Item name="specification_ids" label={label('specification_ids')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={specs.isLoading}
          options={(specs.data?.data ?? []).map((s) => ({
            value: s.id,
            label: s.label ? `${s.name}（${s.label}）` : s.name,
          }))}
        />
      </Form.Item>
      <Form.Item name="brand_ids" label={label('brand_ids')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={brandOptions.isLoading}
          options={(brandOptions.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
      <Form.Item name="visible" label={label('visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="recommend" label={label('recommend')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ResourceFormModal>
  );
}
