import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQuery } from '../test/mediaQuery';
import { AppProviders } from './AppProviders';

/** A system motion setting that the test can change, as the operating system would. */
const systemMotion = (reduce: boolean) => fakeMediaQuery('(prefers-reduced-motion: reduce)', reduce);

function Motion() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'animated' : 'still'}</span>;
}

describe('the system motion setting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns the animations of menus, dialogs and messages off while the system asks for less motion', () => {
    const change = systemMotion(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => change(false));
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
