import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders';

/** A system motion setting that the test can change, as the operating system would. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? (media as unknown as MediaQueryList) : original(query),
  );
  return (next: boolean) => {
    reduce = next;
    for (const listener of listeners) listener();
  };
}

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
