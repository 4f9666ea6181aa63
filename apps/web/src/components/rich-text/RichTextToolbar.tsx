import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { NOTICE_HTML } from '@bo/contract';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Input, Popover, Space, Tooltip, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../../api/upload';

function Tool({
  title,
  icon,
  active = false,
  disabled = false,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    // A link typed here names its scheme: one of the rich-text list, nothing relative.
    else if (NOTICE_HTML.linkSchemes.some((scheme) => url.toLowerCase().startsWith(`${scheme}:`))) {
      chain.setLink({ href: url }).run();
    }
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(String(editor.getAttributes('link').href ?? ''));
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            value={href}
            placeholder={t('system.notice.editor.linkPrompt')}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
            style={{ width: 280 }}
          />
          <Button type="primary" onClick={apply}>
            {t('system.notice.editor.apply')}
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <Tool title={t('system.notice.editor.link')} icon={<LinkOutlined />} active={active} />
      </span>
    </Popover>
  );
}

/** The editor's buttons; each shows whether its format is on at the cursor. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const label = (key: string) => t(`system.notice.editor.${key}`);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();

  return (
    <div className="rich-text-editor-toolbar">
      <Tool
        title={label('heading')}
        icon={<FontSizeOutlined />}
        active={state.heading}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      />
      <Tool
        title={label('bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={run((c) => c.toggleBold())}
      />
      <Tool
        title={label('italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={run((c) => c.toggleItalic())}
      />
      <Tool
        title={label('underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={run((c) => c.toggleUnderline())}
      />
      <Tool
        title={label('strike')}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={run((c) => c.toggleStrike())}
      />
      <Tool
        title={label('bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        onClick={run((c) => c.toggleBulletList())}
      />
      <Tool
        title={label('orderedList')}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        onClick={run((c) => c.toggleOrderedList())}
      />
      <Tool
        title={label('quote')}
        icon={<span aria-hidden>❝</span>}
        active={state.quote}
        onClick={run((c) => c.toggleBlockquote())}
      />
      <LinkTool editor={editor} active={state.link} />
      <Upload
        showUploadList={false}
        accept=".png,.jpg,.jpeg,.bmp"
        customRequest={({ file }) => {
          setUploading(true);
          uploadPicture(file as File, 'photo').then(
            (src) => {
              setUploading(false);
              editor.chain().focus().setImage({ src }).run();
            },
            // The request client has shown the server's reason.
            () => setUploading(false),
          );
        }}
      >
        <Tooltip title={label('image')}>
          <Button
            type="text"
            size="small"
            icon={<PictureOutlined />}
            aria-label={label('image')}
            loading={uploading}
          />
        </Tooltip>
      </Upload>
      <Tool
        title={label('clear')}
        icon={<ClearOutlined />}
        onClick={run((c) => c.unsetAllMarks().clearNodes())}
      />
      <Tool
        title={label('undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={run((c) => c.undo())}
      />
      <Tool
        title={label('redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={run((c) => c.redo())}
      />
    </div>
  );
}
