import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountTabs } from './CountTabs';
import { renderPage } from './test-render';

const TABS = ['all', 'paid'] as const;

function renderTabs(capped?: boolean) {
  renderPage(
    <CountTabs
      tabs={TABS}
      activeIndex={1}
      onChange={() => {}}
      label={(tab) => tab}
      counts={{ all: 1000, paid: 3 }}
      capped={capped}
    />,
  );
}

const countOf = async (tab: string) =>
  within(await screen.findByRole('tab', { name: new RegExp(tab) })).getByTitle(/./);

describe('CountTabs', () => {
  it('shows each tab its count', async () => {
    renderTabs();
    expect(await countOf('all')).toHaveAttribute('title', '1000');
    expect(await countOf('paid')).toHaveAttribute('title', '3');
  });

  it('marks counts the server gave as lower bounds with "+"', async () => {
    renderTabs(true);
    expect(await countOf('all')).toHaveAttribute('title', '1000+');
    expect(await countOf('paid')).toHaveAttribute('title', '3+');
  });
});
