import { type BrandInput, type BrandRow, brandInputSchema } from '@bo/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { brands } from '../../../api/catalog';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { requiredRule } from '../../../components/resource/rules';
import { ImageInput } from '../../../components/upload/ImageInput';

interface Values {
  name: string;
  logo: string;
  sort: number;
}

/** Create or edit a brand: name, logo, sort. */
export function BrandForm({ row, onClose }: { row: BrandRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = brands.useSave();
  const label = (f: string) => t(`catalog.brand.fields.${f}`);
  return (
    <ResourceFormModal<Values, BrandInput>
      open
      title={t(row ? 'catalog.brand.editTitle' : 'catalog.brand.createTitle')}
      labelPrefix="catalog.brand.fields"
      schema={brandInputSchema}
      initialValues={row ? { name: row.name, logo: row.logo, sort: row.sort } : { logo: '', sort: 0 }}
      toPayload={(v) => ({
        name: v.name ?? '',
        logo: v.logo ?? '',
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
      <Form.Item name="logo" label={label('logo')}>
        <ImageInput />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
