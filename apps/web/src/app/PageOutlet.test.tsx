import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageOutlet } from './PageOutlet';
import { lazyPage } from './registry/types';
import { withAntApp } from './testUtils';

function KnownPage() {
  return <h1>Known page body</h1>;
}

const registry = {
  Known: lazyPage(
    async () => ({ KnownPage }),
    (m) => m.KnownPage,
  ),
};

describe('PageOutlet (page registry)', () => {
  it('renders the lazy page registered under the server component name', async () => {
    render(<MemoryRouter>{withAntApp(<PageOutlet component="Known" registry={registry} />)}</MemoryRouter>);
    expect(await screen.findByRole('heading', { name: 'Known page body' })).toBeInTheDocument();
  });

  it('shows a clear "not available yet" view for a name the web does not know', async () => {
    render(
      <MemoryRouter>{withAntApp(<PageOutlet component="FancyNewList" registry={registry} />)}</MemoryRouter>,
    );
    expect(await screen.findByText('This page is not available yet')).toBeInTheDocument();
    expect(screen.getByText(/"FancyNewList" is not available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeInTheDocument();
  });

  it('never renders an inherited object key as a page', async () => {
    render(
      <MemoryRouter>{withAntApp(<PageOutlet component="toString" registry={registry} />)}</MemoryRouter>,
    );
    expect(await screen.findByText('This page is not available yet')).toBeInTheDocument();
  });
});
