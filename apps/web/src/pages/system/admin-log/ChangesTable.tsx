import type { AuditChanges } from '@bo/contract';
import { Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordText } from './subjects';

interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * What a write changed, a row a field: its label as the record's own pages show it (else its name),
 * the value before and after (an option by its name; `—` where there was none, as before a creation).
 */
export function ChangesTable({ type, changes }: { type: string; changes: AuditChanges }) {
  const { t, i18n } = useTranslation();
  const rows: ChangeRow[] = Object.entries(changes).map(([field, [before, after]]) => ({
    field,
    before,
    after,
  }));
  if (rows.length === 0) return <Empty description={t('system.adminLog.noChanges')} />;
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
    const named =
      typeof value === 'number' || typeof value === 'string'
        ? recordText(i18n, type, `options.${field}.${value}`)
        : undefined;
    return (
      <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {named ?? (typeof value === 'string' ? value : JSON.stringify(value))}
      </span>
    );
  };
  return (
    <Table<ChangeRow>
      data-testid="log-changes"
      size="small"
      bordered
      pagination={false}
      rowKey="field"
      dataSource={rows}
      columns={[
        {
          key: 'field',
          title: t('system.adminLog.field'),
          width: '24%',
          render: (_, r) => recordText(i18n, type, `fields.${r.field}`) ?? r.field,
        },
        { key: 'before', title: t('system.adminLog.before'), render: (_, r) => shown(r.field, r.before) },
        { key: 'after', title: t('system.adminLog.after'), render: (_, r) => shown(r.field, r.after) },
      ]}
    />
  );
}
