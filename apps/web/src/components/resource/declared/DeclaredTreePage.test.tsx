import { ALL_PERMISSION_APIS, defineTreeResource, resourceTexts } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { i18n } from '../../../i18n';
import { renderPage } from '../test-render';
import { DeclaredTreePage } from './DeclaredTreePage';

vi.setConfig({ testTimeout: 20_000 });

/** Halls hold rooms; declared only here, with its own tree path and named levels. */
const rooms = defineTreeResource({
  name: 'roomSample',
  path: 'roomSample',
  table: 'room_samples',
  permission: 'RoomSample',
  title: { zh: '房间', en: 'Rooms' },
  noun: { zh: '房间', en: 'room' },
  menu: { group: 'Assets', path: 'room', icon: 'place' },
  defaultSort: 'sort',
  tree: {
    maxLevel: 2,
    treePath: 'roomSampleTree',
    top: { zh: '无', en: 'None (a hall)' },
    addChild: [{ zh: '添加房间', en: 'Add room' }],
    levels: [
      { zh: '大厅', en: 'Hall' },
      { zh: '房间', en: 'Room' },
    ],
  },
  fields: {
    name: { kind: 'text', max: 20, required: true, label: { zh: '名称', en: 'Name' } },
    pid: { kind: 'parent', list: false, label: { zh: '所在', en: 'Inside' } },
    seats: {
      kind: 'integer',
      min: 0,
      max: 500,
      label: { zh: '座位', en: 'Seats' },
      hint: { zh: '0 表示不限', en: '0 for no limit' },
    },
    open: { kind: 'switch', default: 1, label: { zh: '开放', en: 'Open' } },
  },
});

const node = (id: number, pid: number, level: number, name: string, children: unknown[] = []) => ({
  id,
  pid,
  level,
  name,
  seats: 10 * id,
  open: 1,
  created_at: '',
  updated_at: '',
  version: 3,
  children,
});

const CRUD = ['RoomSampleCreate', 'RoomSampleEdit', 'RoomSampleDestroy'];

beforeAll(() => {
  i18n.addResourceBundle(
    'en',
    'translation',
    { resources: { roomSample: resourceTexts(rooms, 'en') } },
    true,
    true,
  );
});

describe('the tree page of a declared tree resource', () => {
  it('shows the tree with level names, adds inside a row, edits with the version and deletes', async () => {
    const calls = mockApi({
      'GET roomSampleTree': ok([node(1, 0, 1, 'East hall', [node(2, 1, 2, 'Room 101')])]),
      'POST roomSample': ok(node(3, 1, 2, 'Room 102')),
      'POST roomSample/2': ok('Saved'),
      'POST roomSample/destroy/2': ok('Deleted'),
    });
    renderPage(<DeclaredTreePage resource={rooms} />, '/page', '*', [...ALL_PERMISSION_APIS, ...CRUD]);
    const hall = await screen.findByRole('row', { name: /East hall/ });
    const room = screen.getByRole('row', { name: /Room 101/ });
    expect(within(hall).getByText('Hall')).toBeInTheDocument();
    expect(within(room).getByText('Room')).toBeInTheDocument();
    expect(within(room).getByText('20')).toBeInTheDocument();
    for (const header of ['Name', 'Level', 'ID', 'Seats', 'Open'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // Rows at the deepest level hold nothing: no "add inside" there.
    expect(within(room).queryByRole('button', { name: 'Add room' })).toBeNull();

    const u = userEvent.setup({ delay: null });
    await u.click(within(hall).getByRole('button', { name: 'Add room' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('New room');
    expect(dialog).toHaveTextContent('0 for no limit');
    expect(within(dialog).getByText('East hall')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Name'), 'Room 102');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === 'roomSample')?.body).toEqual({
        name: 'Room 102',
        pid: 1,
        seats: 0,
        open: 1,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(room).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Edit room');
    await u.click(within(dialog).getByRole('switch', { name: 'Open' }));
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'roomSample/2')?.body).toEqual({
        name: 'Room 101',
        pid: 1,
        seats: 20,
        open: 0,
        version: 3,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(room).getByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'roomSample/destroy/2')).toBe(true));
  });

  it('opens a row once it holds a record, and keeps closed a row the user closed', async () => {
    let saved = false;
    const west = () => node(4, 0, 1, 'West hall', saved ? [node(5, 4, 2, 'Room 201')] : []);
    mockApi({
      'GET roomSampleTree': () => ok([node(1, 0, 1, 'East hall', [node(2, 1, 2, 'Room 101')]), west()]),
      'POST roomSample': () => {
        saved = true;
        return ok(node(5, 4, 2, 'Room 201'));
      },
    });
    renderPage(<DeclaredTreePage resource={rooms} />, '/page', '*', [...ALL_PERMISSION_APIS, ...CRUD]);
    const east = await screen.findByRole('row', { name: /East hall/ });
    const u = userEvent.setup({ delay: null });
    await u.click(within(east).getByRole('button', { name: /collapse/i }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Room 101/ })).toBeNull());

    await u.click(
      within(screen.getByRole('row', { name: /West hall/ })).getByRole('button', { name: 'Add room' }),
    );
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('Name'), 'Room 201');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByRole('row', { name: /Room 201/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Room 101/ })).toBeNull();
  });

  it('offers no new, add inside, edit or delete without their permissions', async () => {
    mockApi({ 'GET roomSampleTree': ok([node(1, 0, 1, 'East hall')]) });
    renderPage(<DeclaredTreePage resource={rooms} />);
    const hall = await screen.findByRole('row', { name: /East hall/ });
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    for (const action of ['Add room', 'Edit', 'Delete'])
      expect(within(hall).queryByRole('button', { name: action })).toBeNull();
  });
});
