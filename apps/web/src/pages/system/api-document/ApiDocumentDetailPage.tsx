import { routeOfPermission } from '@bo/contract';
import { Alert, Button, Card, Collapse, Empty, Input, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_DOCUMENTS, type ApiDocumentName, useOpenApi } from '../../../api/docs';
import { saveJson } from '../../../lib/saveFile';
import { AccessTag, METHOD_COLORS, OperationPanel } from './OperationPanel';
import { filterOperations, groupByTag, operationsOf } from './operations';
import { DocumentComponents } from './refs';

/**
 * An operation's summary with the page it belongs to named in the user's language: the document names it
 * in English, in brackets at the end (`Get manage (Roles)`).
 */
function useLocalSummary() {
  const { t, i18n } = useTranslation();
  return (operation: { summary?: string; 'x-permission'?: string | null }) => {
    const summary = operation.summary ?? '';
    const permission = operation['x-permission'];
    const route = permission
      ? routeOfPermission(permission, (api) => i18n.exists(`route.${api}`))
      : undefined;
    if (!route || !/ \([^()]+\)$/.test(summary)) return summary;
    return summary.replace(/ \([^()]+\)$/, ` (${t(`route.${route}`)})`);
  };
}

/**
 * ApiDocumentDetail: the OpenAPI document of the admin API, or of the storefront API (`?doc=shop`),
 * grouped by module tag and searchable (`?q=`).
 */
export function ApiDocumentDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const name: ApiDocumentName = params.get('doc') === 'shop' ? 'shop' : 'admin';
  const setParam = (key: 'q' | 'doc', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const deferred = useDeferredValue(search);
  const summaryOf = useLocalSummary();
  const openapi = useOpenApi(name);
  const all = useMemo(() => (openapi.data ? operationsOf(openapi.data) : []), [openapi.data]);
  const shown = useMemo(() => filterOperations(all, deferred), [all, deferred]);
  const groups = useMemo(() => groupByTag(shown), [shown]);

  const switcher = (
    <Segmented<ApiDocumentName>
      value={name}
      options={API_DOCUMENTS.map((value) => ({ value, label: t(`docs.api.${value}`) }))}
      onChange={(value) => setParam('doc', value === 'admin' ? '' : value)}
    />
  );
  if (openapi.isPending)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {switcher}
        <Spin style={{ display: 'block', margin: 48 }} />
      </Space>
    );
  if (openapi.isError || !openapi.data)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {switcher}
        <Alert
          type="error"
          title={t('docs.loadError')}
          action={<Button onClick={() => openapi.refetch()}>{t('resources.common.retry')}</Button>}
        />
      </Space>
    );

  const doc = openapi.data;
  const download = () => saveJson(doc, name === 'admin' ? 'openapi.json' : `${name}-openapi.json`);

  return (
    <DocumentComponents.Provider value={doc.components ?? {}}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {switcher}
        <Card size="small">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t(`docs.api.titles.${name}`)} <Tag>{doc.info.version}</Tag> <Tag>OpenAPI {doc.openapi}</Tag>
            </Typography.Title>
            {/* The document itself stays in English (client generators read it); the page speaks the user's language. */}
            <Typography.Text type="secondary">{t(`docs.api.intro.${name}`)}</Typography.Text>
            <Typography.Text>
              {t('docs.api.server')}: <Typography.Text code>{doc.servers?.[0]?.url ?? '/'}</Typography.Text>
            </Typography.Text>
            <Space wrap>
              <Input.Search
                allowClear
                aria-label={t('docs.api.search')}
                placeholder={t('docs.api.search')}
                defaultValue={search}
                onChange={(e) => setParam('q', e.target.value)}
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
          <Card
            key={tag}
            size="small"
            title={`${t(`docs.api.tags.${tag}`, { defaultValue: tag })} (${entries.length})`}
          >
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
                      <Typography.Text type="secondary">{summaryOf(entry.operation)}</Typography.Text>
                    ) : null}
                    <AccessTag operation={entry.operation} />
                  </Space>
                ),
                children: <OperationPanel entry={entry} />,
              }))}
            />
          </Card>
        ))}
      </Space>
    </DocumentComponents.Provider>
  );
}
