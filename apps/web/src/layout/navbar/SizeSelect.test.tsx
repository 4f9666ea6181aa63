import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withAntApp } from '../../app/testUtils';
import { buildTheme, COMPONENT_SIZE } from '../../app/themeConfig';
import { cookies } from '../../lib/cookies';
import { getSettings } from '../../stores/settings';
import { SizeSelect } from './SizeSelect';

describe('SizeSelect', () => {
  it('switches the layout size, says so, and remembers it in a cookie', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(withAntApp(<SizeSelect />));
    await user.click(screen.getByRole('button', { name: 'Layout size' }));
    await user.click(await screen.findByText('Mini'));
    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
    expect(getSettings().size).toBe('mini');
    expect(cookies.get('size')).toBe('mini');
  });

  it('gives each of the three sizes a different antd configuration', () => {
    const configs = (['medium', 'small', 'mini'] as const).map((s) =>
      JSON.stringify([
        COMPONENT_SIZE[s],
        buildTheme(s, '#1890ff').token,
        buildTheme(s, '#1890ff').algorithm?.toString(),
      ]),
    );
    expect(new Set(configs).size).toBe(3);
  });
});
