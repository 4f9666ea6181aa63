import { SAVED_VIEW_LIMITS, type SavedView, type SavedViewInput } from '@bo/contract';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useSaveView, useViewRoles } from '../../../api/views';
import { useFormSave } from '../useFormSave';

interface Values {
  name: string;
  shared_role_ids: number[];
  is_default: boolean;
}

export interface SaveViewModalProps {
  page: string;
  /** What the view keeps: the list's query, columns and density as they are now. */
  snapshot: Pick<SavedViewInput, 'query' | 'columns' | 'density'>;
  /** The view being edited (the owner's); absent for a new one. */
  editing?: SavedView;
  onSaved: (view: SavedView) => void;
  onClose: () => void;
}

/** Names the current state of a list as a view, shares it with roles and may make it the default. */
export function SaveViewModal({ page, snapshot, editing, onSaved, onClose }: SaveViewModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const roles = useViewRoles(true).data ?? [];
  const saveView = useSaveView(page);
  const { saving, save } = useFormSave(form);
  const submit = (values: Values) =>
    save(async () => {
      const view = await saveView.mutateAsync({
        id: editing?.id,
        input: { page, ...snapshot, ...values, name: values.name.trim() },
      });
      feedback().message.success(t('views.saved'));
      onSaved(view);
    });

  return (
    <Modal
      open
      title={t(editing ? 'views.editTitle' : 'views.saveTitle')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          shared_role_ids: editing?.shared_role_ids ?? [],
          is_default: editing?.is_default ?? false,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('views.fields.name')}
          rules={[{ required: true, whitespace: true, max: SAVED_VIEW_LIMITS.name }]}
        >
          <Input autoFocus maxLength={SAVED_VIEW_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="shared_role_ids"
          label={t('views.fields.shared_role_ids')}
          extra={t('views.sharedHelp')}
        >
          <Select
            mode="multiple"
            allowClear
            maxCount={SAVED_VIEW_LIMITS.sharedRoles}
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>{t('views.fields.is_default')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
