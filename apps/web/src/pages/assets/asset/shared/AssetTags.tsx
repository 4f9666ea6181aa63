import type { AssetMark, AssetOwnership, AssetStatus } from '@bo/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<AssetStatus, string> = {
  idle: 'blue',
  in_use: 'green',
  in_warehouse: 'cyan',
  lent: 'orange',
  leased: 'purple',
  verifying: 'gold',
  disposed: 'default',
};

const MARK_COLORS: Record<AssetMark, string> = {
  important: 'magenta',
  damaged: 'red',
  missing: 'volcano',
  to_repair: 'orange',
  to_dispose: 'default',
};

/** The status in its colour; the names are the server's (`asset.statuses`), shared with its messages. */
export function AssetStatusTag({ status }: { status: AssetStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`asset.statuses.${status}`)}</Tag>;
}

export function OwnershipTag({ ownership }: { ownership: AssetOwnership }) {
  const { t } = useTranslation();
  return (
    <Tag color={ownership === 'public' ? 'geekblue' : 'default'}>
      {t(`assets.asset.ownerships.${ownership}`)}
    </Tag>
  );
}

/** The asset's marks, or nothing. */
export function MarkTags({ marks }: { marks: readonly AssetMark[] }) {
  const { t } = useTranslation();
  if (marks.length === 0) return null;
  return (
    <Space size={4} wrap>
      {marks.map((m) => (
        <Tag key={m} color={MARK_COLORS[m]}>
          {t(`assets.asset.marks.${m}`)}
        </Tag>
      ))}
    </Space>
  );
}
