import AxeBuilder from '@axe-core/playwright';
import { PERMISSION_REGISTRY } from '@bo/contract';
import { expect, type Page } from '@playwright/test';
import type { Shell } from '../pages/Shell';

/** The paths of pages named by permission api: taken from the registry, as the menu's are. */
export const pagesOf = (apis: readonly string[]): string[] =>
  PERMISSION_REGISTRY.flatMap((g) =>
    g.pages
      .filter((p) => apis.includes(p.api))
      .map((p) => (p.api === 'Dashboard' ? '/dashboard' : `${g.path}/${p.path}`)),
  );

const FAILING_IMPACT = new Set(['serious', 'critical']);

/** Opens `path` inside the app and waits until its data, cards and pictures are in. */
export async function openSettled(page: Page, shell: Shell, path: string): Promise<void> {
  await shell.visit(path);
  await shell.settled(path);
  const view = page.locator(`[data-view="${path}"]`);
  await expect(view.locator('.ant-card-loading, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  // A picture still loading has no size yet, and axe would judge the text around it on a moving page.
  await view
    .locator('img')
    .evaluateAll((images) =>
      Promise.all((images as HTMLImageElement[]).map((i) => i.decode().catch(() => undefined))),
    );
}

/** What axe says is wrong with a node, on one line (its first line only says "fix any of:"). */
const summary = (text: string | undefined) => (text ?? '').split('\n').slice(1).join(' ').trim();

export interface Finding {
  rule: string;
  text: string;
}

/**
 * The serious and critical violations of the page as shown (or of the part `within` selects) under the
 * rules of `tags`, one entry per rule with its nodes; `ran` lists the rules that judged at least a node,
 * so a check that found nothing to judge does not pass unnoticed.
 */
export async function violations(
  page: Page,
  where: string,
  tags: readonly string[],
  within?: string,
): Promise<Finding[] & { ran: Set<string> }> {
  const axe = new AxeBuilder({ page }).withTags([...tags]);
  const result = await (within ? axe.include(within) : axe).analyze();
  const found = result.violations
    .filter((v) => FAILING_IMPACT.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      text: [
        `${where}: ${v.id} (${v.impact}) ${v.help}, ${v.nodes.length} node(s)`,
        ...v.nodes.map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${summary(n.failureSummary)}`,
        ),
      ].join('\n'),
    }));
  const ran = new Set([...result.passes, ...result.violations].map((r) => r.id));
  return Object.assign(found, { ran });
}

/** The findings counted per rule ("color-contrast: on 2 page(s)"), for a failure message. */
export function perRule(found: readonly Finding[]): string {
  const pages = new Map<string, number>();
  for (const { rule } of found) pages.set(rule, (pages.get(rule) ?? 0) + 1);
  return [...pages].map(([rule, n]) => `${rule}: on ${n} page(s)`).join('\n');
}
