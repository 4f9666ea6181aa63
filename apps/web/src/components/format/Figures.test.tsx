import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../api/test-support';
import { renderPage } from '../resource/test-render';
import { CompactCount, FileSize, RelativeTime } from './Figures';

afterEach(async () => {
  vi.useRealTimers();
  await switchLanguage('en');
});

describe('figures as people read them', () => {
  it('shortens a count as the language does and keeps the exact one', async () => {
    renderPage(<CompactCount value={12_345} />);
    expect(await screen.findByText('12.3k')).toHaveAttribute('value', '12,345');
  });

  it('writes ten-thousands in Chinese', async () => {
    await switchLanguage('zh');
    renderPage(<CompactCount value={12_345} />);
    expect(await screen.findByText('1.2w')).toHaveAttribute('value', '12,345');
  });

  it('leaves a small count as it is', async () => {
    renderPage(<CompactCount value={999} />);
    expect((await screen.findByText('999')).tagName).toBe('SPAN');
  });

  it('gives a file size with the exact bytes on hover', async () => {
    renderPage(<FileSize bytes={1_572_864} />);
    const size = await screen.findByText('1.5 MB');
    expect(size).toHaveAttribute('value', '1,572,864 B');
    await userEvent.setup({ delay: null }).hover(size);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,572,864 B');
  });

  it('says how long ago, moves on as time passes, and keeps the exact moment', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:10.000Z'));
    renderPage(<RelativeTime value="2026-11-20T12:00:00.000Z" />);
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('2 minutes ago')).toBe(time);
  });

  it('says it in Chinese', async () => {
    await switchLanguage('zh');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:03:00.000Z'));
    renderPage(<RelativeTime value="2026-11-20T12:00:00.000Z" />);
    expect(screen.getByText('3 分钟前')).toBeInTheDocument();
  });
});
