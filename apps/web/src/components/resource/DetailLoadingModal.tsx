import { Alert, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The dialog of a form that starts from a whole record the list does not hold (a rich-text body): a
 * placeholder while it loads, the error if it could not be loaded. The form opens once it has arrived,
 * so its first values are the record's.
 */
export function DetailLoadingModal({
  title,
  failed,
  width,
  onClose,
}: {
  title: string;
  failed: boolean;
  width: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={width}>
      {failed ? <Alert type="error" title={t('resources.common.loadError')} /> : <Skeleton active />}
    </Modal>
  );
}
