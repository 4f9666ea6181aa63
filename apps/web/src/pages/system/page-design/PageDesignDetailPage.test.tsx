import type { Block, PageDesign } from '@bo/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fail, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { DRAG_MOVE } from './blockMeta';
import { PageDesignDetailPage } from './PageDesignDetailPage';

// Typing into antd inputs is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const banner: Block = {
  id: '0b6f3a52-8d1e-4c1a-9a55-1d2f0e9b7c01',
  type: 'banner',
  banner_ids: [],
  items: [{ image: '/uploads/a.png', link: '/goods/1' }],
  interval: 5,
};
const notice: Block = { id: '6a0f7c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b', type: 'notice', count: 2 };

const design = (blocks: Block[], version = 3): PageDesign => ({
  key: 'home',
  layout: { blocks },
  version,
  updated_by: 'Boss',
  updated_at: '2026-11-20T08:00:00Z',
});

function renderEditor(apis: string[] = ['PageDesignDetail', 'PageDesignEdit']) {
  renderPage(<PageDesignDetailPage />, '/system/page-design', '*', apis);
}

const canvasOrder = () =>
  within(screen.getByRole('list', { name: 'Page' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('button')[0]?.textContent);

describe('page design editor', () => {
  beforeEach(() => sessionStorage.clear());

  it('adds a block, reorders it with the keyboard, previews its settings and saves the layout', async () => {
    const calls: ApiCall[] = [];
    mockApi({
      'GET project': ok(design([banner, notice])),
      'POST project': (call) => {
        calls.push(call);
        const body = call.body as { layout: { blocks: Block[] } };
        return ok(design(body.layout.blocks, 4));
      },
    });
    renderEditor();
    const u = userEvent.setup({ delay: null });
    await screen.findByText('1. Banner carousel');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Add Goods grid' }));
    expect(canvasOrder()).toEqual(['1. Banner carousel', '2. Notices', '3. Goods grid']);
    expect(screen.getAllByTestId('preview-goods')).toHaveLength(8);

    // Keyboard only: focus the move-up button of the new block and press Enter twice.
    const up = screen.getByRole('button', { name: 'Move up: 3. Goods grid' });
    up.focus();
    await u.keyboard('{Enter}');
    expect(canvasOrder()).toEqual(['1. Banner carousel', '2. Goods grid', '3. Notices']);
    expect(up).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(canvasOrder()).toEqual(['1. Goods grid', '2. Banner carousel', '3. Notices']);
    expect(screen.getByText('Goods grid moved to position 1')).toBeInTheDocument();

    // Settings of the selected block change the preview at once.
    const limit = screen.getByLabelText('Number of goods');
    await u.clear(limit);
    await u.type(limit, '3');
    await u.type(screen.getByLabelText('Title'), 'Hot picks');
    expect(screen.getAllByTestId('preview-goods')).toHaveLength(3);
    expect(within(screen.getByTestId('preview-goods-grid')).getByText('Hot picks')).toBeInTheDocument();

    expect(save).toBeEnabled();
    await u.click(save);
    await screen.findByText('Page design saved');
    expect(calls).toHaveLength(1);
    const sent = calls[0]?.body as { version: number; layout: { blocks: Block[] } };
    expect(sent.version).toBe(3);
    expect(sent.layout.blocks.map((b) => b.type)).toEqual(['goods_grid', 'banner', 'notice']);
    expect(sent.layout.blocks[0]).toMatchObject({
      type: 'goods_grid',
      limit: 3,
      title: 'Hot picks',
      columns: 2,
    });
    expect(sent.layout.blocks[1]).toEqual(banner);
    await vi.waitFor(() => expect(save).toBeDisabled());
  });

  it('moves a block by drag and drop', async () => {
    mockApi({ 'GET project': ok(design([banner, notice])) });
    renderEditor();
    await screen.findByText('1. Banner carousel');
    const items = within(screen.getByRole('list', { name: 'Page' })).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
    };
    fireEvent.dragStart(items[0] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(items[1] as HTMLElement, { dataTransfer });
    fireEvent.drop(items[1] as HTMLElement, { dataTransfer });
    expect(data.get(DRAG_MOVE)).toBe(banner.id);
    expect(canvasOrder()).toEqual(['1. Notices', '2. Banner carousel']);
  });

  it('puts the server field errors on the block they name and shows a stale version clearly', async () => {
    let reply = fail(42200, 'Number of goods of block 1 cannot exceed 50', {
      'layout.blocks.0.limit': ['Number of goods of block 1 cannot exceed 50'],
    });
    mockApi({ 'GET project': ok(design([notice])), 'POST project': () => reply });
    renderEditor();
    const u = userEvent.setup({ delay: null });
    await screen.findByText('1. Notices');
    await u.click(screen.getByRole('button', { name: 'Add Goods grid' }));
    await u.click(screen.getByRole('button', { name: 'Move up: 2. Goods grid' }));
    // antd keeps the leaving loading icon in jsdom, so the button is found once, by its text.
    const save = screen.getByRole('button', { name: 'Save' });
    await u.click(save);
    expect(await screen.findAllByText('Number of goods of block 1 cannot exceed 50')).not.toHaveLength(0);
    expect(screen.getByLabelText('Number of goods').closest('.ant-form-item')).toHaveClass(
      'ant-form-item-has-error',
    );

    await vi.waitFor(() => expect(save).toBeEnabled());
    reply = fail(
      40900,
      'The home layout was changed by Carol meanwhile (now version 4); reload it before saving',
    );
    await u.click(save);
    expect(await screen.findByText('Someone else saved the page design')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Load the latest version (drops my changes)' }),
    ).toBeInTheDocument();
  });

  it('is read-only without PageDesignEdit', async () => {
    mockApi({ 'GET project': ok(design([banner])) });
    renderEditor(['PageDesignDetail']);
    await screen.findByText('1. Banner carousel');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Goods grid' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Move up/ })).not.toBeInTheDocument();
  });

  it('keeps unsaved changes as a draft that can be restored after the view is closed', async () => {
    mockApi({ 'GET project': ok(design([banner])) });
    renderEditor();
    const u = userEvent.setup({ delay: null });
    await screen.findByText('1. Banner carousel');
    await u.click(screen.getByRole('button', { name: 'Add Notices' }));
    expect(canvasOrder()).toEqual(['1. Banner carousel', '2. Notices']);
    cleanup();

    renderEditor();
    await screen.findByText(/Unsaved changes from .* were found/);
    expect(canvasOrder()).toEqual(['1. Banner carousel']);
    await u.click(screen.getByRole('button', { name: 'Restore' }));
    expect(canvasOrder()).toEqual(['1. Banner carousel', '2. Notices']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
