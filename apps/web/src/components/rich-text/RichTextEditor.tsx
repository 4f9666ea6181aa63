import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { RICH_TEXT_EXTENSIONS } from './extensions';
import { RichTextToolbar } from './RichTextToolbar';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A form control for rich text (TipTap on ProseMirror): headings, emphasis, lists, quotes, links and
 * uploaded images. The HTML it produces is sanitized again by the server.
 */
export function RichTextEditor({ value = '', onChange, id, disabled = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps: { attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // Follows a value set from outside (the record loaded, the form reset) without echoing it back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className="rich-text-editor">
      {editor && !disabled ? <RichTextToolbar editor={editor} /> : null}
      <EditorContent editor={editor} className="rich-text-content" />
    </div>
  );
}
