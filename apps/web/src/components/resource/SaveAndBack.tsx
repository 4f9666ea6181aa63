import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page form's buttons: Save (submits the form) and a way back labelled `backLabel`. */
export function SaveAndBack({
  saving,
  backLabel,
  onBack,
}: {
  saving: boolean;
  backLabel: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('resources.common.save')}
      </Button>
      <Button onClick={onBack}>{backLabel}</Button>
    </Space>
  );
}
