import type { FormRow } from '@bo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './formKinds';

export function FormStatusTag({ status }: { status: FormRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`assetForms.statuses.${status}`)}</Tag>;
}
