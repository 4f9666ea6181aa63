import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { uiCatalogs } from '@bo/contract';
import type * as Playwright from '@playwright/test';
import { ROOT, settings } from './settings.js';

/** The sidebar's name in the language the bench's browser reads (zh), as the app names it. */
const SIDEBAR = uiCatalogs.zh.layout.sidebar;

// The browser driver is the web app's (its e2e suite uses it); the server does not depend on it.
const { chromium } = createRequire(path.join(ROOT, 'apps', 'web', 'package.json'))(
  '@playwright/test',
) as typeof Playwright;

/**
 * The same Chromium and switches as the e2e suite, read from where that suite declares them (outside
 * this package's sources: loaded when the bench runs, through tsx as the bench is).
 */
const { CHROMIUM_ARGS, CHROMIUM_PATH } = (await import(
  pathToFileURL(path.join(ROOT, 'apps', 'web', 'e2e', 'support', 'chromium.ts')).href
)) as { CHROMIUM_ARGS: readonly string[]; CHROMIUM_PATH: string };

/** One finished response: bytes on the wire (headers included), of its body, and how that was encoded. */
interface Received {
  url: string;
  bytes: number;
  headerBytes: number;
  mimeType: string;
  encoding: string;
}

/** What one view cost: bytes on the wire and the text responses that came without compression. */
export interface ViewTransfer {
  kb: number;
  requests: number;
  /** KB on the wire per kind of response (scripts, styles, API responses, images…), largest first. */
  byKind: string[];
  /** Text responses (scripts, styles, HTML, JSON) whose body of 1 KB or more came without a Content-Encoding. */
  uncompressed: string[];
  /** The largest responses, largest first. */
  largest: string[];
  /** What the browser offered in `Accept-Encoding` on its first request. */
  acceptEncoding: string;
}

export interface TransferResult {
  login: ViewTransfer;
  /** The login page, the login itself and the dashboard it leads to, from an empty cache. */
  loginToDashboard: ViewTransfer;
  /** The dashboard opened by a signed-in user from an empty cache (the session's cookies, nothing cached). */
  dashboard: ViewTransfer;
}

/** A response's kind for the per-kind sums: API responses by their path, files by their type. */
function kindOf(r: Received): string {
  if (r.url.includes('/api/')) return 'API responses';
  if (r.mimeType.includes('javascript')) return 'scripts';
  if (r.mimeType === 'text/css') return 'styles';
  if (r.mimeType === 'text/html') return 'HTML';
  if (r.mimeType.startsWith('image/')) return 'images';
  if (r.mimeType.startsWith('font/')) return 'fonts';
  return 'other';
}

const TEXT_MIME = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/**
 * Counts what the browser receives through the DevTools protocol: `Network.loadingFinished` gives each
 * response's bytes on the wire (compressed body plus headers), as DevTools' "transferred" column does.
 */
class Meter {
  private received: Received[] = [];
  private pending = new Map<string, Omit<Received, 'bytes'>>();
  private inFlight = new Set<string>();
  private lastEvent = performance.now();
  acceptEncoding = '';

  constructor(cdp: Playwright.CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      // The notification stream stays open for as long as the page does: it never settles, and what it
      // brings is events, not the page's weight.
      if (e.type === 'EventSource') return;
      this.inFlight.add(e.requestId);
      this.lastEvent = performance.now();
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      this.acceptEncoding ||= String(e.headers['Accept-Encoding'] ?? e.headers['accept-encoding'] ?? '');
    });
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      this.pending.set(e.requestId, {
        url: e.response.url,
        mimeType: e.response.mimeType,
        encoding: headers['content-encoding'] ?? '',
        headerBytes: e.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const response = this.pending.get(e.requestId);
      const unknown = { url: '', mimeType: '', encoding: '', headerBytes: 0 };
      this.received.push({ ...unknown, ...response, bytes: e.encodedDataLength });
      this.settle(e.requestId);
    });
    cdp.on('Network.loadingFailed', (e) => this.settle(e.requestId));
  }

  private settle(requestId: string): void {
    this.inFlight.delete(requestId);
    this.pending.delete(requestId);
    this.lastEvent = performance.now();
  }

  /** Waits until nothing has been in flight for `quietMs` (lazy chunks load after the first paint). */
  async idle(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.inFlight.size > 0 || performance.now() - this.lastEvent < quietMs) {
      if (performance.now() > deadline) throw new Error(`${this.inFlight.size} requests still in flight`);
      await sleep(50);
    }
  }

  /** Everything received so far. */
  total(): ViewTransfer {
    const name = (url: string) => {
      if (!url) return '(no response seen)';
      return url.startsWith('data:') ? 'a data: URL' : new URL(url).pathname;
    };
    const describe = (r: Received) => `${name(r.url)} (${(r.bytes / 1024).toFixed(1)} KB)`;
    const uncompressed = this.received
      .filter((r) => TEXT_MIME.test(r.mimeType) && !r.encoding && r.bytes - r.headerBytes >= 1024)
      .map(describe);
    const largest = [...this.received]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, settings.transferTop)
      .map(describe);
    const bytes = this.received.reduce((sum, r) => sum + r.bytes, 0);
    const kinds = new Map<string, { bytes: number; count: number }>();
    for (const r of this.received) {
      const kind = kindOf(r);
      const sum = kinds.get(kind) ?? { bytes: 0, count: 0 };
      kinds.set(kind, { bytes: sum.bytes + r.bytes, count: sum.count + 1 });
    }
    const byKind = [...kinds]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .map(([kind, sum]) => `${kind} ${(sum.bytes / 1024).toFixed(1)} KB (${sum.count})`);
    return {
      kb: bytes / 1024,
      requests: this.received.length,
      byKind,
      uncompressed,
      largest,
      acceptEncoding: this.acceptEncoding,
    };
  }
}

/**
 * Quiet time that ends a dashboard view: longer than the 2 s after which the complete-info dialog opens
 * for a user without a nickname (the bench's admin), so what that dialog fetches is counted.
 */
const SETTLED_MS = 3_000;

/** A page in a fresh context whose responses a {@link Meter} counts. */
async function meteredPage(
  browser: Playwright.Browser,
  options: Playwright.BrowserContextOptions,
): Promise<{ context: Playwright.BrowserContext; page: Playwright.Page; meter: Meter }> {
  const context = await browser.newContext({ locale: 'zh-CN', ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const meter = new Meter(cdp);
  await cdp.send('Network.enable');
  return { context, page, meter };
}

/**
 * Opens `/login` in a fresh browser (empty cache), then logs in through the form (the server runs with
 * CAPTCHA=off) and waits for the dashboard: what a first visit costs over the wire. Then opens the
 * dashboard again in a new context holding only the session (its cookies): a signed-in user's cold load.
 */
export async function measureTransfer(origin: string): Promise<TransferResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const first = await meteredPage(browser, {});
    const { page, meter } = first;
    await page.goto(`${origin}/login`);
    await page.getByPlaceholder('用户名').waitFor();
    await meter.idle();
    const login = meter.total();

    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(settings.adminPassword);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('navigation', { name: SIDEBAR }).waitFor();
    await meter.idle(SETTLED_MS);
    const loginToDashboard = meter.total();

    const signedIn = await meteredPage(browser, { storageState: await first.context.storageState() });
    await first.context.close();
    await signedIn.page.goto(`${origin}/dashboard`);
    await signedIn.page.getByRole('navigation', { name: SIDEBAR }).waitFor();
    await signedIn.meter.idle(SETTLED_MS);
    return { login, loginToDashboard, dashboard: signedIn.meter.total() };
  } finally {
    await browser.close();
  }
}
