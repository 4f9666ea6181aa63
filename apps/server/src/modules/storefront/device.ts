import type { VisitDevice } from '@bo/contract';

/** The part of a User-Agent that is read: a longer header says no more about the device, and costs more. */
const READ_LENGTH = 512;

/**
 * The kind of device a browser's User-Agent names: tablets first (an Android tablet leaves out
 * "Mobile", an iPad says so), then phones (and the WeChat browser on them), then desktop systems.
 */
export function deviceOf(userAgent: string | undefined): VisitDevice {
  const agent = (userAgent ?? '').slice(0, READ_LENGTH);
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|MicroMessenger/i.test(agent)) return 'mobile';
  if (/Windows NT|Macintosh|X11|CrOS/i.test(agent)) return 'desktop';
  return 'other';
}
