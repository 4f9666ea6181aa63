import type { FormKind } from '@bo/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCreate } from './FormCreate';
import { LIST_PATHS } from './formKinds';

/** AssetsJoinCreate, AssetsOutCreate, AssetsRentalCreate, AssetsBackCreate. */
export function FormCreatePage({ kind }: { kind: FormKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => navigate(LIST_PATHS[kind]);
  return (
    <Card title={t('assetForms.create.title', { kind: t(`assetForms.kinds.${kind}`) })}>
      <FormCreate kind={kind} onDone={back} onCancel={back} />
    </Card>
  );
}
