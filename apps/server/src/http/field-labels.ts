import { LANGS, type Lang, type Resource, resourceTexts, uiCatalogs } from '@bo/contract';
import type { FastifyPluginAsync } from 'fastify';

type Labels = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

// The catalogs as the web reads them: a page's section holds its declared fields' labels too.
const UI: Record<Lang, unknown> = uiCatalogs;

/** The texts under `<section>.fields` of one language's UI catalog; a section without them is a mistake. */
function fieldsOf(lang: Lang, section: string): Record<string, string> {
  let node: unknown = UI[lang];
  for (const part of `${section}.fields`.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (!node || typeof node !== 'object') throw new Error(`the ${lang} UI catalog has no ${section}.fields`);
  return Object.fromEntries(
    Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The labels the forms of `sections` show beside their fields (`orders` → `orders.fields.*`), earlier
 * sections first, in both languages.
 */
export function sectionLabels(...sections: string[]): Labels {
  const merged = (lang: Lang) =>
    Object.assign({}, ...sections.toReversed().map((section) => fieldsOf(lang, section)));
  return { zh: merged('zh'), en: merged('en') };
}

/** A declared resource's field labels (the declaration's, as its own pages show them). */
export function declaredLabels(resource: Resource): Labels {
  return Object.fromEntries(LANGS.map((lang) => [lang, resourceTexts(resource, lang).fields])) as Labels;
}

/**
 * `routes` with the field labels of the UI `sections` (or given labels, a declaration's): their validation messages name a field as the
 * page the request came from shows it ("资产明细" on an asset form, not the shared "订单商品"). A route's
 * own labels (a declared resource's) come first; a field no section names keeps the shared `fields.*`.
 * A section missing from either catalog fails the server's start.
 */
export function labelledAs(routes: FastifyPluginAsync, ...sections: [Labels] | string[]): FastifyPluginAsync {
  const [first] = sections;
  const fieldLabels = typeof first === 'object' ? first : sectionLabels(...(sections as string[]));
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, fieldLabels: route.config?.fieldLabels ?? fieldLabels };
    });
    await scope.register(routes);
  };
}
