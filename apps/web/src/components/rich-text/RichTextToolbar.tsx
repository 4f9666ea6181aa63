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
import { LibraryButton } from '../media/MediaPicker';

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

type Chain = ReturnType<Editor['chain']>;

/** The formats a button turns on and off: its text key, icon, the node or mark it shows as active. */
const FORMATS: readonly { key: string; icon: ReactNode; node: string; toggle: (chain: Chain) => Chain }[] = [
  {
    key: 'heading',
    icon: <FontSizeOutlined />,
    node: 'heading',
    toggle: (c) => c.toggleHeading({ level: 3 }),
  },
  { key: 'bold', icon: <BoldOutlined />, node: 'bold', toggle: (c) => c.toggleBold() },
  { key: 'italic', icon: <ItalicOutlined />, node: 'italic', toggle: (c) => c.toggleItalic() },
  { key: 'underline', icon: <UnderlineOutlined />, node: 'underline', toggle: (c) => c.toggleUnderline() },
  { key: 'strike', icon: <StrikethroughOutlined />, node: 'strike', toggle: (c) => c.toggleStrike() },
  {
    key: 'bulletList',
    icon: <UnorderedListOutlined />,
    node: 'bulletList',
    toggle: (c) => c.toggleBulletList(),
  },
  {
    key: 'orderedList',
    icon: <OrderedListOutlined />,
    node: 'orderedList',
    toggle: (c) => c.toggleOrderedList(),
  },
  { key: 'quote', icon: <span aria-hidden>❝</span>, node: 'blockquote', toggle: (c) => c.toggleBlockquote() },
];

/** The editor's buttons; each shows whether its format is on at the cursor. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: FORMATS.map((format) => e.isActive(format.node)),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const label = (key: string) => t(`system.notice.editor.${key}`);
  const run = (command: (chain: Chain) => Chain) => () => command(editor.chain().focus()).run();

  return (
    <div className="rich-text-editor-toolbar">
      {FORMATS.map((format, i) => (
        <Tool
          key={format.key}
          title={label(format.key)}
          icon={format.icon}
          active={state.active[i]}
          onClick={run(format.toggle)}
        />
      ))}
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
      <LibraryButton
        compact
        type="image"
        onPick={([src]) => src && editor.chain().focus().setImage({ src }).run()}
      />
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
