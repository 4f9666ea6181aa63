import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { DevelopDocumentDetailPage } from './DevelopDocumentDetailPage';
import { MarkdownView } from './MarkdownView';

vi.setConfig({ testTimeout: 20_000 });

const hostile = [
  '# Title',
  '',
  'Before <script>window.__pwned = true</script> after.',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[click](javascript:window.__pwned=true) and [plug-ins](plugins.md#manifest) and [site](https://example.com)',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
].join('\n');

function renderMarkdown(markdown: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <MarkdownView markdown={markdown} docHref={(n, h) => `/docs?doc=${n}${h}`} /> }],
    { initialEntries: ['/docs'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('markdown view', () => {
  afterEach(() => {
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('neither runs nor renders raw HTML such as <script>', () => {
    const { container } = renderMarkdown(hostile);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Only inert text is left of an inline tag pair; the block-level <script> is dropped whole.
    expect(screen.getByText(/Before/).textContent).toBe('Before window.__pwned = true after.');
    expect(container.textContent?.match(/__pwned/g)).toHaveLength(1);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('neutralizes script links, maps document links into the app and renders tables', () => {
    renderMarkdown(hostile);
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByRole('link', { name: 'plug-ins' })).toHaveAttribute(
      'href',
      '/docs?doc=plugins#manifest',
    );
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('developer documents page', () => {
  it('lists the documents and shows the chosen one', async () => {
    mockApi({
      'GET docs': ok([
        { name: 'architecture', title: 'Architecture' },
        { name: 'plugins', title: 'Extending with a plug-in' },
      ]),
      'GET docs/architecture': ok({
        name: 'architecture',
        title: 'Architecture',
        markdown: '# Architecture\n\nThe **one** factory.',
      }),
      'GET docs/plugins': ok({
        name: 'plugins',
        title: 'Extending with a plug-in',
        markdown: '# Extending with a plug-in\n\n## Manifest',
      }),
    });
    const router = renderPage(<DevelopDocumentDetailPage />, '/system/develop-document');
    expect(await screen.findByText('one')).toBeInTheDocument();
    screen.getByRole('menuitem', { name: 'Extending with a plug-in' }).click();
    expect(await screen.findByRole('heading', { name: 'Manifest' })).toHaveAttribute('id', 'manifest');
    expect(router.state.location.search).toBe('?doc=plugins');
  });
});
