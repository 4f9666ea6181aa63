import { theme } from 'antd';
import { Children, type ComponentProps, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';

interface Props {
  markdown: string;
  /** The in-app address of another shipped document, for links like `plugins.md#section`. */
  docHref(name: string, hash: string): string;
}

/** GitHub-style heading anchors, so `plugins.md#manifest` lands on its section. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');

const DOC_LINK = /^(?:\.\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\.md(#[\w-]*)?$/;

/**
 * Renders Markdown as React elements (react-markdown): raw HTML in the source is dropped, never injected,
 * and link URLs go through react-markdown's safe-protocol filter.
 */
export function MarkdownView({ markdown, docHref }: Props) {
  const { token } = theme.useToken();
  const components: Components = {
    a: ({ href = '', children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) => {
      const doc = DOC_LINK.exec(href);
      if (doc) return <Link to={docHref(doc[1] ?? '', doc[2] ?? '')}>{children}</Link>;
      const external = /^https?:\/\//.test(href);
      return (
        <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
    h2: ({ node: _node, children, ...rest }) => (
      <h2 id={slugOf(textOf(children))} {...rest}>
        {children}
      </h2>
    ),
    h3: ({ node: _node, children, ...rest }) => (
      <h3 id={slugOf(textOf(children))} {...rest}>
        {children}
      </h3>
    ),
    pre: ({ node: _node, ...rest }) => (
      <pre
        {...rest}
        style={{
          background: token.colorFillTertiary,
          padding: 12,
          borderRadius: token.borderRadius,
          overflowX: 'auto',
          fontSize: 13,
        }}
      />
    ),
    table: ({ node: _node, ...rest }) => (
      <div style={{ overflowX: 'auto' }}>
        <table {...rest} className="markdown-table" />
      </div>
    ),
  };
  return (
    <article className="markdown-body" style={{ lineHeight: 1.7, maxWidth: 960 }}>
      <style>{`
        .markdown-body .markdown-table { border-collapse: collapse; margin: 12px 0; }
        .markdown-body .markdown-table th, .markdown-body .markdown-table td {
          border: 1px solid ${token.colorBorderSecondary}; padding: 4px 10px; text-align: left; vertical-align: top;
        }
        .markdown-body code { font-size: 0.9em; }
        .markdown-body :not(pre) > code { background: ${token.colorFillTertiary}; padding: 1px 4px; border-radius: 4px; }
      `}</style>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {markdown}
      </Markdown>
    </article>
  );
}
