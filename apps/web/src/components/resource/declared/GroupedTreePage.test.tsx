import { departmentResource } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../test-render';
import { GroupedTreePage } from './GroupedTreePage';

vi.setConfig({ testTimeout: 20_000 });

const department = (id: number, parent: number | null, name: string, children: unknown[] = []) => ({
  id,
  organization_id: 7,
  parent_id: parent,
  name,
  sort: id,
  admins: 10 + id,
  version: 2,
  children,
});

const organizations = [
  {
    id: 7,
    name: 'Finance',
    area_id: 515,
    version: 4,
    departments: [department(1, null, 'Office', [department(2, 1, 'Team')])],
  },
  { id: 8, name: 'Schools', area_id: null, version: 1, departments: [] },
];

const page = () => renderPage(<GroupedTreePage resource={departmentResource} />);

describe('the page of a grouped tree (organizations and their departments)', () => {
  it('lists the groups beside the chosen one’s tree, with the columns in their declared places', async () => {
    mockApi({ 'GET departmentTree': ok(organizations) });
    page();
    const office = await screen.findByRole('row', { name: /Office/ });
    expect(screen.getByText('Finance · Departments')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Department name',
      'Administrators',
      'Sort',
      'Actions',
    ]);
    expect(within(office).getByText('11')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Team/ })).toBeInTheDocument();
    // A tree without a deepest level: every row may hold others.
    const team = screen.getByRole('row', { name: /Team/ });
    expect(within(team).getByRole('button', { name: 'Add child' })).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Schools' }));
    expect(await screen.findByText('Schools · Departments')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Office/ })).toBeNull();
  });

  it('makes a department in the chosen organization, at the top as null or inside a row', async () => {
    const calls = mockApi({
      'GET departmentTree': ok(organizations),
      'POST department': ok(department(3, null, 'New')),
      'POST department/2': ok('Saved'),
    });
    page();
    const team = await screen.findByRole('row', { name: /Team/ });
    const u = userEvent.setup({ delay: null });
    const posted = () =>
      calls.filter((c) => c.method === 'POST' && c.path === 'department').map((c) => c.body);

    await u.click(screen.getByRole('button', { name: 'New department' }));
    let dialog = await screen.findByRole('dialog', { name: 'New department' });
    // The top is the empty picker, named by its text; the organization is not asked for.
    expect(within(dialog).getByText('(top-level department)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Organization')).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Please enter Department name')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Department name'), 'Archive');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(posted()).toEqual([{ organization_id: 7, parent_id: null, name: 'Archive', sort: 0 }]),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(
      within(screen.getByRole('row', { name: /Office/ })).getByRole('button', { name: 'Add child' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'New department' });
    expect(within(dialog).getByText('Office')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Department name'), 'Desk');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(posted()[1]).toEqual({ organization_id: 7, parent_id: 1, name: 'Desk', sort: 0 }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(within(team).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit department' });
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'department/2')?.body).toEqual({
        organization_id: 7,
        parent_id: 1,
        name: 'Team',
        sort: 2,
        version: 2,
      }),
    );
  });

  it('makes, edits and deletes an organization with its own form', async () => {
    const calls = mockApi({
      'GET departmentTree': ok(organizations),
      'POST organization': ok({ id: 9 }),
      'POST organization/7': ok('Saved'),
      'POST organization/destroy/8': ok('Deleted'),
    });
    page();
    await screen.findByRole('row', { name: /Office/ });
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'New' }));
    let dialog = await screen.findByRole('dialog', { name: 'New organization' });
    await u.type(within(dialog).getByLabelText('Organization name'), 'Health');
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'organization')?.body).toEqual({ name: 'Health', area_id: null }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const finance = screen.getByRole('button', { name: 'Finance' }).closest('li') as HTMLElement;
    await u.click(within(finance).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit organization' });
    expect(within(dialog).getByText('江岸区')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'organization/7')?.body).toEqual({
        name: 'Finance',
        area_id: 515,
        version: 4,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const schools = screen.getByRole('button', { name: 'Schools' }).closest('li') as HTMLElement;
    await u.click(within(schools).getByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'organization/destroy/8')).toBe(true));
  });

  it('says when there is no group to choose', async () => {
    mockApi({ 'GET departmentTree': ok([]) });
    page();
    expect(await screen.findByText('No organizations yet: add one first')).toBeInTheDocument();
    expect(screen.getByText('Choose an organization on the left')).toBeInTheDocument();
  });

  it('hides new, add child, edit and delete from a reader', async () => {
    mockApi({ 'GET departmentTree': ok(organizations) });
    renderPage(<GroupedTreePage resource={departmentResource} />, '/page', '*', ['DepartmentList']);
    const office = await screen.findByRole('row', { name: /Office/ });
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New department' })).toBeNull();
    for (const action of ['Add child', 'Edit', 'Delete'])
      expect(within(office).queryByRole('button', { name: action })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
