import { Alert, Button, Card, Col, Empty, Menu, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDoc, useDocs } from '../../../api/docs';
import { MarkdownView } from './MarkdownView';

/** DevelopDocumentDetail: the Markdown documents shipped in `docs/`, rendered; the open one is `?doc=`. */
export function DevelopDocumentDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const docs = useDocs();
  const name = params.get('doc') ?? docs.data?.[0]?.name;
  const doc = useDoc(name);

  // Scroll to the `#section` of a link once its document is shown.
  useEffect(() => {
    if (!doc.data || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [doc.data]);

  if (docs.isError)
    return (
      <Alert
        type="error"
        title={t('docs.loadError')}
        action={<Button onClick={() => docs.refetch()}>{t('resources.common.retry')}</Button>}
      />
    );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={6} xl={5}>
        <Card size="small" title={t('docs.documents')} loading={docs.isPending}>
          {docs.data?.length === 0 ? <Empty description={t('docs.empty')} /> : null}
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={name ? [name] : []}
            items={(docs.data ?? []).map((d) => ({ key: d.name, label: d.title }))}
            onClick={({ key }) => setParams({ doc: key })}
          />
        </Card>
      </Col>
      <Col xs={24} md={18} xl={19}>
        <Card size="small">
          {doc.isError ? <Alert type="error" title={t('docs.loadError')} /> : null}
          {doc.isLoading ? <Skeleton active paragraph={{ rows: 12 }} /> : null}
          {doc.data ? (
            <MarkdownView
              markdown={doc.data.markdown}
              docHref={(target, hash) => `?${new URLSearchParams({ doc: target })}${hash}`}
            />
          ) : null}
        </Card>
      </Col>
    </Row>
  );
}
