import type { FormKind } from '@bo/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormCreate } from './FormCreate';

/** Lease, rent receipt and verification forms are created beside their list. */
export function FormCreateDrawer({ kind, onClose }: { kind: FormKind; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      size={960}
      title={t('assetForms.create.title', { kind: t(`assetForms.kinds.${kind}`) })}
      onClose={onClose}
      destroyOnHidden
    >
      <FormCreate kind={kind} onDone={onClose} onCancel={onClose} />
    </Drawer>
  );
}
