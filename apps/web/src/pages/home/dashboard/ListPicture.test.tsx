import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPicture } from './ListPicture';

const UPLOAD = '/uploads/2026/11/0123456789abcdef0123456789abcdef.png';

describe('ListPicture', () => {
  it('shows the 64 px copy of an upload, then the full picture when the copy is missing', () => {
    const { container } = render(
      <ListPicture src={UPLOAD} alt="Desk lamp">
        3
      </ListPicture>,
    );
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('/uploads/2026/11/0123456789abcdef0123456789abcdef_64.png');
    expect(img()?.getAttribute('alt')).toBe('Desk lamp');
    fireEvent.error(img()!);
    expect(img()?.getAttribute('src')).toBe(UPLOAD);
    // When the full picture fails too, the rank shows instead.
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(container.textContent).toBe('3');
  });

  it('shows any other picture address as it is', () => {
    const { container } = render(<ListPicture src="https://cdn.example.com/a.png" alt="Desk lamp" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
  });
});
