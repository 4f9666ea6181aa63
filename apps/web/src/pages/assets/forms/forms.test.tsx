import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, ok } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { FormCreatePage } from './FormCreatePage';
import { FormListPage } from './FormListPage';
import { TaskListPage } from './TaskListPage';

vi.setConfig({ testTimeout: 30_000 });

const page = (data: unknown[]) => ({ data, total: data.length, per_page: 20, current_page: 1, last_page: 1 });

const form = (over: Record<string, unknown> = {}) => ({
  id: 5,
  kind: 'join',
  number: 'RK202611230001',
  status: 'submitted',
  reason: 'Idle laptops',
  organization_id: 2,
  organization_name: 'Bureau A',
  target_organization_id: null,
  target_organization_name: null,
  storage_location_id: 1,
  place_name: 'Main / Zone A',
  due_date: null,
  lessee: null,
  contract_no: null,
  start_date: null,
  end_date: null,
  rent: null,
  cycle: null,
  grant_id: null,
  line_count: 2,
  total_value: 1799800,
  created_by_name: 'wang',
  created_at: '2026-11-23T01:00:00.000Z',
  submitted_at: '2026-11-23T01:05:00.000Z',
  approved_by_name: null,
  approved_at: null,
  opinion: '',
  completed_at: null,
  version: 3,
  ...over,
});

const asset = (id: number, name: string) => ({
  id,
  code: `ZC0301-2025-00000${id}`,
  name,
  class_name: '计算机设备及软件',
  organization_name: 'Warehouse',
  place_name: 'Main',
  status: 'in_warehouse',
  original_value: 500000,
});

describe('asset forms', () => {
  it('lists forms by status with counts and rejects one with an opinion', async () => {
    const approvals: ApiCall[] = [];
    mockApi({
      'GET assetsJoin': ok(page([form()])),
      'GET assetsJoin/count': ok({
        all: 4,
        draft: 1,
        submitted: 1,
        rejected: 0,
        processing: 1,
        completed: 1,
        cancelled: 0,
      }),
      'POST assetsJoin/approve/5': (call) => {
        approvals.push(call);
        return ok('Rejected');
      },
    });
    renderPage(<FormListPage kind="join" />);
    const row = await screen.findByRole('row', { name: /RK202611230001/ });
    expect(row).toHaveTextContent('Awaiting approval');
    expect(row).toHaveTextContent('Main / Zone A');
    expect(row).toHaveTextContent('17,998.00');
    expect(screen.getByRole('tab', { name: /Awaiting approval/ })).toHaveTextContent('1');

    const u = userEvent.setup({ delay: null });
    await u.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await u.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('Give an opinion when rejecting')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Opinion'), 'Still in use');
    await u.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(approvals).toHaveLength(1));
    expect(approvals[0]?.body).toEqual({ approved: false, opinion: 'Still in use', version: 3 });
  });

  it('creates an allocation from eligible assets and submits it at once', async () => {
    const calls = mockApi({
      'GET departmentTree': ok([]),
      'GET assetsOut/eligible': ok(page([asset(7, 'Laptop'), asset(8, 'Printer')])),
      'POST assetsOut': ok({
        ...form({ kind: 'out', status: 'draft', version: 1 }),
        id: 9,
        number: 'CK202611230001',
      }),
      'POST assetsOut/submit/9': ok('Form submitted for approval'),
    });
    const router = renderPage(<FormCreatePage kind="out" />, '/assets/out/create');
    const u = userEvent.setup({ delay: null });
    const laptop = await screen.findByRole('row', { name: /Laptop/ });
    await u.type(screen.getByLabelText('Reason'), 'New office');
    // Without an asset nothing is sent, and the form says what is missing.
    await u.click(screen.getByRole('button', { name: 'Save and submit' }));
    expect(await screen.findByText('Choose at least one asset')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await u.click(within(laptop).getByRole('checkbox'));
    expect(screen.getByText('1 chosen, original value 5,000.00')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save and submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/out'));
    expect(
      await screen.findByText('Form CK202611230001 was saved and submitted for approval'),
    ).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST' && c.path === 'assetsOut');
    expect(created?.body).toEqual({
      reason: 'New office',
      organization_id: null,
      lines: [{ asset_id: 7 }],
      target_organization_id: null,
      department_id: null,
    });
    expect(calls.find((c) => c.path === 'assetsOut/submit/9')?.body).toEqual({ version: 1 });
  });

  it('asks a lease for its declared header fields before sending, with their limits and cycles', async () => {
    const calls = mockApi({ 'GET assetLeaseGrant/eligible': ok(page([asset(7, 'Laptop')])) });
    renderPage(<FormCreatePage kind="lease_grant" />, '/assets/lease-grant/create');
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByLabelText('Lessee')).toHaveAttribute('maxlength', '128');
    expect(screen.getByLabelText('Contract number')).toHaveAttribute('maxlength', '64');
    expect(screen.getByLabelText('Reason')).toHaveAttribute('maxlength', '500');
    expect(screen.getByTitle('Monthly')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    for (const field of ['Lessee', 'Contract number', 'Reason'])
      expect(await screen.findByText(`Please enter ${field}`)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('completes a pending task after confirmation, with the tab counts', async () => {
    const done: ApiCall[] = [];
    const counted: ApiCall[] = [];
    mockApi({
      'GET task': ok(
        page([
          {
            id: 4,
            kind: 'out',
            status: 'pending',
            form_id: 9,
            form_number: 'CK202611230001',
            form_kind: 'out',
            organization_name: 'Bureau A',
            target_organization_name: 'Bureau B',
            place_name: null,
            line_count: 1,
            created_at: '2026-11-23T02:00:00.000Z',
            completed_at: null,
            completed_by_name: null,
            version: 1,
          },
        ]),
      ),
      'POST task/complete/4': (call) => {
        done.push(call);
        return ok('Task completed; the assets were updated');
      },
      'GET taskCount': (call) => {
        counted.push(call);
        return ok({ all: 13, pending: 1, completed: 12 });
      },
    });
    renderPage(<TaskListPage kind="out" />);
    const row = await screen.findByRole('row', { name: /CK202611230001/ });
    // The tab badges come from the count of the same filters.
    const badge = (tab: string, count: string) =>
      within(screen.getByRole('tab', { name: new RegExp(tab) })).getByTitle(count);
    await waitFor(() => expect(badge('Completed', '12')).toBeInTheDocument());
    expect(badge('Pending', '1')).toBeInTheDocument();
    expect(counted[0]?.query.get('kind')).toBe('out');
    expect(row).toHaveTextContent('Bureau B');
    const u = userEvent.setup({ delay: null });
    await u.click(within(row).getByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Completing the task changes the status');
    await u.click(within(confirm).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]?.body).toEqual({ version: 1 });
  });
});
