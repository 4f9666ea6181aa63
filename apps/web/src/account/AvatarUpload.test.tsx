import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withAntApp } from '../app/testUtils';
import { AvatarUpload } from './AvatarUpload';

vi.setConfig({ testTimeout: 20_000 });

describe('AvatarUpload', () => {
  it('shows the avatar large when previewed, the viewer loaded on demand, and closes it again', async () => {
    const { container } = render(withAntApp(<AvatarUpload value="/uploads/2026/12/me.png" />));
    // Nothing of the viewer is in the page before the preview is asked for.
    expect(container.ownerDocument.querySelector('.ant-image-preview')).toBeNull();
    fireEvent.click(screen.getByTitle('Preview file'));
    await waitFor(() =>
      expect(
        container.ownerDocument.querySelector('.ant-image-preview img[src="/uploads/2026/12/me.png"]'),
      ).not.toBeNull(),
    );
    const close = container.ownerDocument.querySelector<HTMLElement>('.ant-image-preview-close');
    expect(close).not.toBeNull();
    fireEvent.click(close as HTMLElement);
    await waitFor(() => expect(container.ownerDocument.querySelector('.ant-image-preview img')).toBeNull());
  });
});
