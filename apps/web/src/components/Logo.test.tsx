import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../api/test-support';
import { Logo } from './Logo';
import { renderPage } from './resource/test-render';

vi.setConfig({ testTimeout: 20_000 });

describe('Logo', () => {
  it('shows the product name in the interface language while the site name is the default', async () => {
    mockApi({ 'GET site': ok({ site_name: '资产调剂共享平台', site_logo: '' }) });
    renderPage(<Logo />);
    expect(await screen.findByText('Asset Adjustment and Sharing Platform')).toBeInTheDocument();
  });

  it('shows the configured site name and logo', async () => {
    mockApi({ 'GET site': ok({ site_name: '江岸区资产平台', site_logo: '/uploads/2026/11/logo.png' }) });
    renderPage(<Logo />);
    const link = await screen.findByRole('link', { name: '江岸区资产平台' });
    expect(link.querySelector('img')).toHaveAttribute('src', '/uploads/2026/11/logo.png');
  });
});
