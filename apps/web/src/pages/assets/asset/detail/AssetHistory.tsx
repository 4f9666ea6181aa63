import type { AssetEvent } from '@bo/contract';
import { Card, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAssetHistory } from '../../../../api/assets';
import { RelativeTime } from '../../../../components/format/Figures';
import { LoadError } from '../../../../components/LoadState';
import { type ChangeLine, changeLines } from './assetChanges';

const KIND_COLORS: Partial<Record<AssetEvent['kind'], string>> = {
  created: 'green',
  imported: 'green',
  deleted: 'red',
  marked: 'orange',
};

/** `field: before → after`, the way every change reads in the history and the ledger. */
export function ChangeText({ line }: { line: ChangeLine }) {
  return (
    <div>
      <Typography.Text type="secondary">{line.label}: </Typography.Text>
      {line.before} → {line.after}
    </div>
  );
}

/** The changes of one event. */
export function EventChanges({ event }: { event: AssetEvent }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {changeLines(event.changes, t, (k) => i18n.exists(k)).map((line) => (
        <ChangeText key={line.field} line={line} />
      ))}
    </>
  );
}

function EventItem({ event }: { event: AssetEvent }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={2}>
      <Space wrap>
        <Tag color={KIND_COLORS[event.kind] ?? 'blue'}>{t(`assets.asset.eventKinds.${event.kind}`)}</Tag>
        {event.form_number ? (
          <Typography.Text>{t('assets.asset.detail.form', { number: event.form_number })}</Typography.Text>
        ) : null}
      </Space>
      <EventChanges event={event} />
      <Typography.Text type="secondary">
        <RelativeTime value={event.created_at} /> ·{' '}
        {t('assets.asset.detail.operator', { name: event.operator_name })}
      </Typography.Text>
    </Space>
  );
}

/** The asset's history (`assets/history/{id}`), newest first, as a timeline. */
export function AssetHistory({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const query = useAssetHistory(assetId);
  const events = query.data ?? [];
  return (
    <Card title={t('assets.asset.detail.history')} data-testid="asset-history">
      {query.isError ? (
        <LoadError query={query} />
      ) : query.isLoading ? (
        <Spin />
      ) : events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assets.asset.detail.noHistory')} />
      ) : (
        <Timeline
          items={events.map((e) => ({
            key: e.id,
            color: KIND_COLORS[e.kind] ?? 'blue',
            content: <EventItem event={e} />,
          }))}
        />
      )}
    </Card>
  );
}
