import type { ConfigGroups } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../api/test-support';
import { userInfo } from '../../../auth/test-user';
import { renderPage } from '../../../components/resource/test-render';
import { setUserInfo } from '../../../stores/session';
import { ConfigDetailPage } from './ConfigDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const GROUPS: ConfigGroups = [
  {
    group: 'site',
    settings: [
      { name: 'site_name', type: 'text', value: 'My shop', default: '资产调剂共享平台' },
      { name: 'site_logo', type: 'image', value: '', default: '' },
    ],
  },
  {
    group: 'shop',
    settings: [
      { name: 'low_inventory_threshold', type: 'integer', value: 10, default: 10, unit: 'pieces' },
      { name: 'order_payment_timeout', type: 'integer', value: 30, default: 30, unit: 'minutes' },
      { name: 'auto_receive_days', type: 'integer', value: 7, default: 7, unit: 'days' },
    ],
  },
  {
    group: 'upload',
    settings: [{ name: 'upload_image_mb', type: 'integer', value: 5, default: 5, unit: 'mb' }],
  },
  { group: 'update', settings: [{ name: 'update_feed_url', type: 'url', value: '', default: '' }] },
  { group: 'licence', settings: [{ name: 'licence_key', type: 'secret', value: '', default: '' }] },
];

function signIn(apis: string[]) {
  setUserInfo(userInfo({ jurisdiction: Object.fromEntries(apis.map((api) => [api, ['admin']])) }));
}

function render(apis: string[]) {
  renderPage(<ConfigDetailPage />);
  // After renderPage, which signs in a user holding the System list permissions only.
  signIn(apis);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('configuration form', () => {
  it('shows a tab per group with the right inputs, and saves only what changed', async () => {
    const calls = mockApi({ 'GET config': ok(GROUPS), 'POST config': ok('Configuration saved') });
    render(['ConfigDetail', 'ConfigEdit']);
    expect(await screen.findByRole('tab', { name: 'Site' })).toBeInTheDocument();
    for (const name of ['Shop', 'Upload', 'Update', 'Licence']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(field('Site name')).toHaveValue('My shop');
    expect(screen.getByText('Upload image')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('tab', { name: 'Shop' }));
    const days = field('Auto-receive days');
    expect(days).toHaveValue('7');
    expect(screen.getByText(/Default: 7 days/)).toBeInTheDocument();
    await u.clear(days);
    await u.type(days, '14');
    await u.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('config');
    expect(post?.body).toEqual({ auto_receive_days: 14 });
  });

  it('checks values before sending and shows the contract message on the field', async () => {
    const calls = mockApi({ 'GET config': ok(GROUPS) });
    render(['ConfigDetail', 'ConfigEdit']);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('tab', { name: 'Update' }));
    await u.type(field('Update feed URL'), 'ftp://feed');
    await u.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Update feed URL has a wrong format')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows server field errors next to their setting, switching to its tab', async () => {
    mockApi({
      'GET config': ok(GROUPS),
      'POST config': fail(42200, 'Licence key has a wrong format', {
        licence_key: ['Licence key has a wrong format'],
      }),
    });
    render(['ConfigDetail', 'ConfigEdit']);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('tab', { name: 'Licence' }));
    await u.type(field('Licence key'), 'ABCDEFGH-1234');
    await u.click(screen.getByRole('tab', { name: 'Site' }));
    await u.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Licence' })).toHaveAttribute('aria-selected', 'true'),
    );
    const item = field('Licence key').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('Licence key has a wrong format')).toBeInTheDocument();
  });

  it('is read-only without ConfigEdit', async () => {
    mockApi({ 'GET config': ok(GROUPS) });
    render(['ConfigDetail']);
    expect(await screen.findByText('You may view the configuration but not change it')).toBeInTheDocument();
    expect(field('Site name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload image')).not.toBeInTheDocument();
  });
});
