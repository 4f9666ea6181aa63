import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../auth/Permission';

/** The admin log filtered to one record: `type` as the log names it (`good`, `admin`), and its id. */
export const historyPath = (type: string, id: number) =>
  `/system/admin-log?${new URLSearchParams({ subject_type: type, subject_id: String(id) })}`;

/**
 * "操作记录 / History": opens everything done to one record in the admin log, for whoever may read
 * the log. `inRow` makes it a small link among a list row's actions.
 */
export function HistoryLink({ type, id, inRow = false }: { type: string; id: number; inRow?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permission api="AdminLogList">
      <Button
        type={inRow ? 'link' : 'default'}
        size={inRow ? 'small' : undefined}
        icon={inRow ? undefined : <HistoryOutlined />}
        onClick={() => navigate(historyPath(type, id))}
      >
        {t('system.adminLog.history')}
      </Button>
    </Permission>
  );
}
