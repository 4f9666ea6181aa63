import type { CatalogSaved } from '@bo/contract';
import { Button, Modal, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What an upload came to, when it needs more than a toast. */
export type CatalogOutcome =
  /** Refused (42200): the server's message per key, missing ones first, unknown ones last. */
  | { kind: 'refused'; errors: Record<string, string[]> }
  /** Saved, with unknown keys left out. */
  | { kind: 'saved'; saved: CatalogSaved }
  /** Not sent: too large, or not a JSON object. */
  | { kind: 'unreadable'; problem: string };

interface KeyRow {
  key: string;
  problem: string;
}

/** The title, the sentence above the keys and the keys of an outcome. */
function summarize(outcome: CatalogOutcome, t: TFunction) {
  switch (outcome.kind) {
    case 'refused':
      return {
        title: t('system.language.refused'),
        intro: t('system.language.refusedIntro'),
        rows: Object.entries(outcome.errors).map(([key, texts]) => ({ key, problem: texts[0] ?? '' })),
      };
    case 'saved':
      return {
        title: t('system.language.saved', { texts: outcome.saved.texts }),
        intro: t('system.language.unknownIntro', { count: outcome.saved.unknown_count }),
        rows: outcome.saved.unknown.map((key) => ({ key, problem: '' })),
      };
    default:
      return { title: t('system.language.refused'), intro: outcome.problem, rows: [] };
  }
}

/** The keys of an upload's outcome, in a dialog that stays until it is closed. */
export function CatalogOutcomeDialog({ outcome, onClose }: { outcome: CatalogOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  const { title, intro, rows } = summarize(outcome, t);
  return (
    <Modal
      open
      title={title}
      width={720}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('resources.common.close')}</Button>}
    >
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      {rows.length > 0 ? (
        <Table<KeyRow>
          size="small"
          rowKey="key"
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            {
              key: 'key',
              title: t('system.language.key'),
              render: (_, row) => <Typography.Text code>{row.key}</Typography.Text>,
            },
            ...(outcome.kind === 'refused'
              ? [{ key: 'problem', title: t('system.language.problem'), dataIndex: 'problem' }]
              : []),
          ]}
        />
      ) : null}
    </Modal>
  );
}
