import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorModeSelect } from '../layout/navbar/ColorModeSelect';
import { cookies } from '../lib/cookies';
import { getSettings, settingsActions } from '../stores/settings';
import { fakeMediaQuery } from '../test/mediaQuery';
import { AppProviders } from './AppProviders';
import { DARK_SCHEME_QUERY, useLightOnly } from './colorMode';
import { buildTheme } from './themeConfig';

/** A system colour setting that the test can change, as the operating system would. */
const systemScheme = (dark: boolean) => fakeMediaQuery(DARK_SCHEME_QUERY, dark);

const DARK_BG = theme.getDesignToken({ algorithm: theme.darkAlgorithm }).colorBgContainer;
const LIGHT_BG = theme.getDesignToken().colorBgContainer;

/** Which of antd's algorithms drew the theme, told by the background it gives a card. */
function Mode() {
  const { token } = theme.useToken();
  const mode = { [DARK_BG]: 'dark', [LIGHT_BG]: 'light' }[token.colorBgContainer] ?? 'unknown';
  return <span data-testid="mode">{mode}</span>;
}

function LightOnlyPage() {
  useLightOnly();
  return null;
}

const shown = () => screen.getByTestId('mode').textContent;

describe('the colour mode', () => {
  beforeEach(() => {
    cookies.remove('colorMode');
    settingsActions.reload();
  });
  afterEach(() => vi.restoreAllMocks());

  it("builds the theme with antd's dark algorithm when dark, its default one when light", () => {
    const algorithms = (dark: boolean, size: 'medium' | 'mini' = 'medium') =>
      [buildTheme(size, '#1890ff', { dark }).algorithm].flat();
    expect(algorithms(true)).toContain(theme.darkAlgorithm);
    expect(algorithms(true)).not.toContain(theme.defaultAlgorithm);
    expect(algorithms(false)).toContain(theme.defaultAlgorithm);
    expect(algorithms(false)).not.toContain(theme.darkAlgorithm);
    expect(algorithms(true, 'mini')).toEqual(
      expect.arrayContaining([theme.darkAlgorithm, theme.compactAlgorithm]),
    );
  });

  it('follows the system by default, and its change at once', () => {
    const change = systemScheme(true);
    render(
      <AppProviders>
        <Mode />
      </AppProviders>,
    );
    expect(getSettings().colorMode).toBe('system');
    expect(shown()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    act(() => change(false));
    expect(shown()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('turns dark when chosen in the top bar whatever the system says, and remembers it', async () => {
    systemScheme(false);
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ColorModeSelect />
        <Mode />
      </AppProviders>,
    );
    expect(shown()).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Colour mode' }));
    await user.click(await screen.findByText('Dark'));
    expect(shown()).toBe('dark');
    expect(cookies.get('colorMode')).toBe('dark');
  });

  it('stays light when chosen though the system is dark, and after a reload', () => {
    systemScheme(true);
    cookies.set('colorMode', 'light');
    settingsActions.reload();
    render(
      <AppProviders>
        <Mode />
      </AppProviders>,
    );
    expect(shown()).toBe('light');
  });

  it('keeps a light-only page (a print page) light, and lets the mode back when it goes', () => {
    systemScheme(true);
    const { rerender } = render(
      <AppProviders>
        <LightOnlyPage />
        <Mode />
      </AppProviders>,
    );
    expect(shown()).toBe('light');
    rerender(
      <AppProviders>
        <Mode />
      </AppProviders>,
    );
    expect(shown()).toBe('dark');
  });
});
