import { Descriptions, Table, Tag, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenApiOperation, OpenApiParameter } from '../../../api/openapi-types';
import type { OperationEntry } from './operations';
import { DocumentComponents, resolveResponse } from './refs';
import { SchemaView, typeText } from './SchemaView';

export const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'gold',
  delete: 'red',
};

/**
 * What a caller needs, in words: the admin permission (`x-permission`), or, in a document without
 * permissions (the storefront's), whether the operation asks for a token.
 */
export function AccessTag({ operation }: { operation: OpenApiOperation }) {
  const { t } = useTranslation();
  if ('x-permission' in operation) return <PermissionTag permission={operation['x-permission']} />;
  if (operation.security?.length) return <Tag color="cyan">{t('docs.api.token')}</Tag>;
  return <Tag>{t('docs.api.public')}</Tag>;
}

function PermissionTag({ permission }: { permission: string | null | undefined }) {
  const { t } = useTranslation();
  if (permission === '@public') return <Tag>{t('docs.api.public')}</Tag>;
  if (permission === '@authenticated') return <Tag color="cyan">{t('docs.api.authenticated')}</Tag>;
  if (!permission) return <Tag color="red">{t('docs.api.none')}</Tag>;
  return <Tag color="purple">{permission}</Tag>;
}

/** One operation expanded: description, parameters, request body and responses. */
export function OperationPanel({ entry }: { entry: OperationEntry }) {
  const { t } = useTranslation();
  const { operation } = entry;
  const body = Object.entries(operation.requestBody?.content ?? {});
  const components = useContext(DocumentComponents);
  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) => [status, resolveResponse(response, components)] as const,
  );
  return (
    <>
      {operation.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {operation.description}
        </Typography.Paragraph>
      ) : null}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('docs.api.permission')}>
          <AccessTag operation={operation} />
        </Descriptions.Item>
        {operation.operationId ? (
          <Descriptions.Item label="operationId">
            <Typography.Text code copyable>
              {operation.operationId}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {operation.parameters?.length ? (
        <>
          <Typography.Title level={5}>{t('docs.api.parameters')}</Typography.Title>
          <Table<OpenApiParameter>
            size="small"
            pagination={false}
            rowKey={(p) => `${p.in}:${p.name}`}
            dataSource={operation.parameters}
            columns={[
              {
                key: 'name',
                title: 'name',
                render: (_, p) => <Typography.Text code>{p.name}</Typography.Text>,
              },
              { key: 'in', title: t('docs.api.in'), dataIndex: 'in' },
              { key: 'type', title: 'type', render: (_, p) => (p.schema ? typeText(p.schema) : '') },
              {
                key: 'required',
                title: t('docs.api.required'),
                render: (_, p) => (p.required ? <Tag color="red">{t('docs.api.required')}</Tag> : null),
              },
            ]}
            style={{ marginBottom: 12 }}
          />
        </>
      ) : null}
      {body.map(([type, content]) => (
        <section key={type} style={{ marginBottom: 12 }}>
          <Typography.Title level={5}>
            {t('docs.api.body')} <Typography.Text type="secondary">{type}</Typography.Text>
          </Typography.Title>
          <SchemaView schema={content.schema} />
        </section>
      ))}
      <Typography.Title level={5}>{t('docs.api.responses')}</Typography.Title>
      {responses.map(([status, response]) => (
        <section key={status} style={{ marginBottom: 8 }}>
          <Tag>{status}</Tag> <Typography.Text type="secondary">{response.description}</Typography.Text>
          {Object.entries(response.content ?? {}).map(([type, content]) => (
            <SchemaView key={type} schema={content.schema} />
          ))}
        </section>
      ))}
    </>
  );
}
