import { Alert, Button, Card, Collapse, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpenApi } from '../../../api/docs';
import { METHOD_COLORS, OperationPanel, PermissionTag } from './OperationPanel';
import { filterOperations, groupByTag, operationsOf } from './operations';

/** ApiDocumentDetail: the OpenAPI document of the admin API, grouped by path prefix and searchable (`?q=`). */
export function ApiDocumentDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const deferred = useDeferredValue(search);
  const openapi = useOpenApi();
  const all = useMemo(() => (openapi.data ? operationsOf(openapi.data) : []), [openapi.data]);
  const shown = useMemo(() => filterOperations(all, deferred), [all, deferred]);
  const groups = useMemo(() => groupByTag(shown), [shown]);

  if (openapi.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (openapi.isError || !openapi.data)
    return (
      <Alert
        type="error"
        title={t('docs.loadError')}
        action={<Button onClick={() => openapi.refetch()}>{t('resources.common.retry')}</Button>}
      />
    );

  const doc = openapi.data;
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'openapi.json';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {doc.info.title} <Tag>{doc.info.version}</Tag> <Tag>OpenAPI {doc.openapi}</Tag>
          </Typography.Title>
          {doc.info.description ? (
            <Typography.Text type="secondary">{doc.info.description}</Typography.Text>
          ) : null}
          <Typography.Text>
            {t('docs.api.server')}: <Typography.Text code>{doc.servers?.[0]?.url ?? '/'}</Typography.Text>
          </Typography.Text>
          <Space wrap>
            <Input.Search
              allowClear
              aria-label={t('docs.api.search')}
              placeholder={t('docs.api.search')}
              defaultValue={search}
              onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
              style={{ width: 320 }}
            />
            <Typography.Text type="secondary">
              {t('docs.api.operations', { count: shown.length })}
            </Typography.Text>
            <Button onClick={download}>{t('docs.api.download')}</Button>
          </Space>
        </Space>
      </Card>
      {groups.length === 0 ? <Empty description={t('docs.api.noMatch')} /> : null}
      {groups.map(([tag, entries]) => (
        <Card key={tag} size="small" title={`${tag} (${entries.length})`}>
          <Collapse
            size="small"
            items={entries.map((entry) => ({
              key: entry.key,
              label: (
                <Space wrap size={4}>
                  <Tag color={METHOD_COLORS[entry.method]} style={{ width: 56, textAlign: 'center' }}>
                    {entry.method.toUpperCase()}
                  </Tag>
                  <Typography.Text code>{entry.path}</Typography.Text>
                  {entry.operation.summary ? (
                    <Typography.Text type="secondary">{entry.operation.summary}</Typography.Text>
                  ) : null}
                  <PermissionTag permission={entry.operation['x-permission']} />
                </Space>
              ),
              children: <OperationPanel entry={entry} />,
            }))}
          />
        </Card>
      ))}
    </Space>
  );
}
