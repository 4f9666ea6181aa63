import type { VerifyCapitaRow } from '@bo/contract';
import { Card, Progress, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useForms, useVerifyCapita } from '../../../api/assetForms';
import { useListState } from '../../../components/resource/useListState';

const FILTERS = ['form_id'];

/** VerifyCapitaList: how far each custodian's assets are checked, per running or closed verification. */
export function VerifyCapitaPage() {
  const { t } = useTranslation();
  // The campaign and the page live in the URL, as on every list: a reload or a tab switch keeps them.
  const list = useListState(FILTERS);
  const formId = list.state.filters.form_id ? Number(list.state.filters.form_id) : undefined;
  const page = list.state.page;
  const campaigns = useForms('verify', { limit: 200 }).data?.data ?? [];
  const query = useVerifyCapita({ form_id: formId, page, limit: 20 });
  const c = (name: string) => t(`assetForms.capita.${name}`);
  return (
    <Card>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          allowClear
          placeholder={c('campaign')}
          style={{ width: 360 }}
          value={formId}
          onChange={(v?: number) => list.setFilters(v ? { form_id: String(v) } : {})}
          options={campaigns
            .filter((f) => f.status === 'processing' || f.status === 'completed')
            .map((f) => ({ value: f.id, label: `${f.number} · ${f.reason}` }))}
        />
        <Table<VerifyCapitaRow>
          size="small"
          rowKey={(r) => `${r.form_id}-${r.custodian}`}
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
          pagination={{
            current: page,
            pageSize: 20,
            total: query.data?.total ?? 0,
            onChange: (next) => list.setPage(next),
          }}
          columns={[
            { key: 'form_number', dataIndex: 'form_number', title: c('campaign') },
            { key: 'custodian', title: c('custodian'), render: (_, r) => r.custodian || c('none') },
            { key: 'total', dataIndex: 'total', title: c('total'), align: 'right' },
            { key: 'checked', dataIndex: 'checked', title: c('checked'), align: 'right' },
            {
              key: 'progress',
              title: c('progress'),
              width: 200,
              render: (_, r) => (
                <Progress size="small" percent={r.total ? Math.round((r.checked / r.total) * 100) : 0} />
              ),
            },
            { key: 'found', dataIndex: 'found', title: t('assetForms.results.found'), align: 'right' },
            { key: 'missing', dataIndex: 'missing', title: t('assetForms.results.missing'), align: 'right' },
            { key: 'damaged', dataIndex: 'damaged', title: t('assetForms.results.damaged'), align: 'right' },
            { key: 'moved', dataIndex: 'moved', title: t('assetForms.results.moved'), align: 'right' },
          ]}
        />
      </Space>
    </Card>
  );
}
