import { noticeInputSchema } from '@bo/contract';
import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type NoticeInput, type NoticeRow, useNotice, useSaveNotice } from '../../../api/notices';
import { DetailLoadingModal } from '../../../components/resource/DetailLoadingModal';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';

interface Values {
  title: string;
  body: string;
  author: string;
  published: boolean;
  published_at: Dayjs | null;
}

function toValues(row: NoticeRow): Partial<Values> {
  return {
    title: row.title,
    body: row.body ?? '',
    author: row.author,
    published: row.state === 'published',
    published_at: row.published_at ? dayjs(row.published_at) : null,
  };
}

/** Create or edit a notice: title, rich-text body, author, published or draft, publish time. */
export function NoticeForm({ row, onClose }: { row: NoticeRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  // The list has no bodies: an edit loads the whole notice first.
  const detail = useNotice(row?.id);
  const record = detail.data;
  const label = (f: string) => t(`resources.notice.fields.${f}`);
  const title = t(row ? 'system.notice.editTitle' : 'system.notice.createTitle');
  if (row && !record)
    return <DetailLoadingModal title={title} failed={detail.isError} width={860} onClose={onClose} />;
  return (
    <ResourceFormModal<Values, NoticeInput>
      open
      title={title}
      labelPrefix="resources.notice.fields"
      schema={noticeInputSchema}
      initialValues={record ? toValues(record) : { published: false, body: '' }}
      toPayload={(v) => ({
        title: v.title ?? '',
        body: v.body ?? '',
        author: v.author ?? '',
        state: v.published ? 'published' : 'draft',
        ...(v.published && v.published_at ? { published_at: v.published_at.toISOString() } : {}),
        ...(record ? { version: record.version } : {}),
      })}
      onSubmit={(input) => save.mutateAsync({ id: row?.id, input })}
      onClose={onClose}
      width={860}
    >
      {(form) => (
        <>
          <Form.Item
            name="title"
            label={label('title')}
            rules={[requiredRule(t, label('title')), maxRule(t, label('title'), 128)]}
          >
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="body" label={label('body')} rules={[requiredRule(t, label('body'))]}>
            <RichTextEditor />
          </Form.Item>
          <Form.Item
            name="author"
            label={label('author')}
            extra={t('system.notice.authorHint')}
            rules={[maxRule(t, label('author'), 64)]}
          >
            <Input style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="published" label={label('state')} valuePropName="checked">
            <Switch
              checkedChildren={t('system.notice.published')}
              unCheckedChildren={t('system.notice.draft')}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.published !== b.published}>
            {() =>
              form.getFieldValue('published') ? (
                <Form.Item
                  name="published_at"
                  label={label('published_at')}
                  extra={t('system.notice.publishedAtHint')}
                >
                  <DatePicker showTime />
                </Form.Item>
              ) : null
            }
          </Form.Item>
        </>
      )}
    </ResourceFormModal>
  );
}
