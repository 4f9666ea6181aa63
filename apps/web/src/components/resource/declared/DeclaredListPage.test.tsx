import { ALL_PERMISSION_APIS, defineResource, resourceTexts } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listPage, mockApi, ok } from '../../../api/test-support';
import { i18n } from '../../../i18n';
import { renderPage } from '../test-render';
import { DeclaredListPage } from './DeclaredListPage';

vi.setConfig({ testTimeout: 20_000 });

/** A resource with a field of every kind, declared only here. */
const shelves = defineResource({
  name: 'shelfSample',
  path: 'shelfSample',
  table: 'shelf_samples',
  permission: 'ShelfSample',
  title: { zh: '货架', en: 'Shelves' },
  noun: { zh: '货架', en: 'shelf' },
  menu: { group: 'Assets', path: 'shelf', icon: 'place' },
  defaultSort: '-id',
  fields: {
    name: { kind: 'text', max: 20, required: true, searchable: true, label: { zh: '名称', en: 'Name' } },
    color: { kind: 'color', default: '#1677ff', label: { zh: '颜色', en: 'Colour' } },
    sort: { kind: 'integer', min: 0, max: 999, sortable: true, label: { zh: '排序', en: 'Order' } },
    open: { kind: 'switch', default: 1, filterable: true, label: { zh: '开放', en: 'Open' } },
    zone: {
      kind: 'choice',
      default: 0,
      filterable: true,
      label: { zh: '区域', en: 'Zone' },
      options: [
        { value: 0, label: { zh: '东区', en: 'East' } },
        { value: 1, label: { zh: '西区', en: 'West' } },
      ],
    },
    link: { kind: 'link', label: { zh: '链接', en: 'Link' } },
  },
});

/** The same shelves with one locked: it cannot be deleted nor renamed. */
const lockedShelves = defineResource({
  ...shelves,
  locked: {
    when: (r) => r.name === 'North',
    destroy: true,
    fields: ['name'],
    reason: { zh: '北区货架不可删除', en: 'The north shelf stays' },
  },
});

/** Notes with formatted text. */
const notes = defineResource({
  ...shelves,
  name: 'noteSample',
  path: 'noteSample',
  permission: 'NoteSample',
  noun: { zh: '笔记', en: 'note' },
  fields: {
    title: { kind: 'text', max: 20, required: true, label: { zh: '标题', en: 'Title' } },
    body: { kind: 'richText', max: 1000, required: true, label: { zh: '内容', en: 'Content' } },
  },
});

const row = {
  id: 7,
  name: 'North',
  color: '#ff0000',
  sort: 3,
  open: 1,
  zone: 1,
  link: '/goods/1',
  created_at: '',
  updated_at: '',
  version: 4,
};

beforeAll(() => {
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      resources: { shelfSample: resourceTexts(lockedShelves, 'en'), noteSample: resourceTexts(notes, 'en') },
    },
    true,
    true,
  );
});

describe('the list page of a declared resource', () => {
  it('lists, searches, creates, edits and deletes with what the declaration says', async () => {
    const calls = mockApi({
      'GET shelfSample': ok(listPage([row])),
      'POST shelfSample': ok({ ...row, id: 8 }),
      'POST shelfSample/7': ok('Saved'),
      'POST shelfSample/destroy/7': ok('Deleted'),
    });
    renderPage(<DeclaredListPage resource={shelves} />, '/page', '*', [
      ...ALL_PERMISSION_APIS,
      'ShelfSampleCreate',
      'ShelfSampleEdit',
      'ShelfSampleDestroy',
    ]);
    const north = await screen.findByRole('row', { name: /North/ });
    expect(within(north).getByText('#ff0000')).toBeInTheDocument();
    expect(within(north).getByText('Yes')).toBeInTheDocument();
    expect(within(north).getByText('West')).toBeInTheDocument();
    for (const header of ['Name', 'Colour', 'Order', 'Open', 'Zone', 'Link'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    // One searchable field: the keyword is named by it.
    await u.type(within(screen.getByRole('search')).getByLabelText('Name'), 'nor{Enter}');
    await waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('nor'));

    // A new record: the name is required before anything is sent; the defaults come from the declaration.
    await u.click(screen.getByRole('button', { name: 'New' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('New shelf');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.type(within(dialog).getByLabelText('Name'), 'South');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'shelfSample' && c.method === 'POST')?.body).toEqual({
        name: 'South',
        color: '#1677ff',
        sort: 0,
        open: 1,
        zone: 0,
        link: '',
      }),
    );

    // An edit names the version it started from.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(north).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Edit shelf');
    await u.click(within(dialog).getByRole('switch', { name: 'Open' }));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'shelfSample/7')?.body).toEqual({
        name: 'North',
        color: '#ff0000',
        sort: 3,
        open: 0,
        zone: 1,
        link: '/goods/1',
        version: 4,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(north).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    await u.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'shelfSample/destroy/7')).toBe(true));
  });

  it('disables what a locked row keeps, saying why, and leaves other rows as they are', async () => {
    mockApi({ 'GET shelfSample': ok(listPage([row, { ...row, id: 8, name: 'South' }])) });
    renderPage(<DeclaredListPage resource={lockedShelves} />, '/page', '*', [
      ...ALL_PERMISSION_APIS,
      'ShelfSampleEdit',
      'ShelfSampleDestroy',
    ]);
    const north = await screen.findByRole('row', { name: /North/ });
    const south = screen.getByRole('row', { name: /South/ });
    const del = within(north).getByRole('button', { name: 'Delete' });
    expect(del).toBeDisabled();
    expect(within(south).getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Not offered to the batch delete either.
    expect(within(north).getByRole('checkbox')).toBeDisabled();
    expect(within(south).getByRole('checkbox', { name: 'Select #8' })).toBeEnabled();
    // The selection checkboxes are named in the user's language, not antd's fixed English.
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeInTheDocument();
    // A disabled button takes no pointer events of its own; its tooltip still opens on hover.
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await u.hover(del);
    expect(await screen.findByText('The north shelf stays')).toBeInTheDocument();

    await u.click(within(north).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Name/)).toBeDisabled();
    expect(within(dialog).getByLabelText('Order')).toBeEnabled();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(south).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toBeEnabled();
  });

  it('edits formatted text in the rich-text editor, keeps it out of the columns and requires it', async () => {
    const note = {
      id: 3,
      title: 'Tonight',
      body: '<p>At <strong>22:00</strong></p>',
      created_at: '',
      updated_at: '',
      version: 2,
    };
    // The list's rows leave the body out; an edit loads the whole note first.
    const { body: _body, ...listed } = note;
    const calls = mockApi({
      'GET noteSample': ok(listPage([listed])),
      'GET noteSample/3': ok(note),
      'POST noteSample/3': ok('Saved'),
    });
    renderPage(<DeclaredListPage resource={notes} />, '/page', '*', [
      ...ALL_PERMISSION_APIS,
      'NoteSampleCreate',
      'NoteSampleEdit',
    ]);
    const tonight = await screen.findByRole('row', { name: /Tonight/ });
    expect(screen.queryByRole('columnheader', { name: /Content/ })).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(within(tonight).getByRole('button', { name: 'Edit' }));
    // The form opens once the whole note (with its body) has arrived.
    await waitFor(() => expect(document.querySelector('.ProseMirror strong')?.textContent).toBe('22:00'));
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Tonight');
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'noteSample/3' && c.method === 'POST')?.body).toEqual({
        title: 'Tonight',
        body: '<p>At <strong>22:00</strong></p>',
        version: 2,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'New' }));
    dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Title'), 'Empty');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Content')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'noteSample' && c.method === 'POST')).toBe(false);
  });
});
