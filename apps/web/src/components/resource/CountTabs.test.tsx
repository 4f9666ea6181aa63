import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../api/test-support';
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
      counts={{ all: 12_345, paid: 3 }}
      capped={capped}
    />,
  );
}

const countOf = async (tab: string) =>
  within(await screen.findByRole('tab', { name: new RegExp(tab) })).getByTitle(/./);

describe('CountTabs', () => {
  it('shows each tab its count, short as a tag is, the exact count on hover', async () => {
    renderTabs();
    expect(await countOf('all')).toHaveAttribute('title', '12,345');
    expect(await countOf('all')).toHaveTextContent('12.3k');
    expect(await countOf('paid')).toHaveAttribute('title', '3');
  });

  it('writes ten-thousands in Chinese', async () => {
    await switchLanguage('zh');
    renderTabs();
    expect(await countOf('all')).toHaveTextContent('1.2w');
    await switchLanguage('en');
  });

  it('marks counts the server gave as lower bounds with "+"', async () => {
    renderTabs(true);
    expect(await countOf('all')).toHaveAttribute('title', '12,345+');
    expect(await countOf('all')).toHaveTextContent('12.3k+');
    expect(await countOf('paid')).toHaveAttribute('title', '3+');
  });
});
