import type { Lang } from '../i18n/shape.js';
import type { Resource } from './define.js';

const CREATE: Record<Lang, (noun: string) => string> = { zh: (n) => `新增${n}`, en: (n) => `New ${n}` };
const EDIT: Record<Lang, (noun: string) => string> = { zh: (n) => `编辑${n}`, en: (n) => `Edit ${n}` };
const KEYWORD: Record<Lang, string> = { zh: '关键词', en: 'Keyword' };
const COMMON: Record<Lang, Record<string, string>> = {
  zh: { id: 'ID', created_at: '创建时间', updated_at: '更新时间' },
  en: { id: 'ID', created_at: 'Created', updated_at: 'Updated' },
};

/** The texts of a resource in `lang`: page title, create/edit titles and field labels. */
export function resourceTexts(resource: Resource, lang: Lang) {
  const labels = Object.fromEntries([
    ...resource.fieldNames.map((name) => [name, resource.fields[name]?.label[lang] ?? name]),
    ...resource.countNames.map((name) => [name, resource.counts?.[name]?.label[lang] ?? name]),
  ]);
  // The names of a choice's options and of a switch's states, by field and value: `options.type.2`.
  const options = Object.fromEntries(
    resource.fieldNames.flatMap((name) => {
      const field = resource.fields[name];
      if (field?.kind === 'choice')
        return [[name, Object.fromEntries(field.options.map((o) => [String(o.value), o.label[lang]]))]];
      if (field?.kind === 'switch' && field.states)
        return [[name, { 0: field.states.off[lang], 1: field.states.on[lang] }]];
      return [];
    }),
  ) as Record<string, Record<string, string>>;
  return {
    title: resource.title[lang],
    options,
    createTitle: CREATE[lang](resource.noun[lang]),
    editTitle: EDIT[lang](resource.noun[lang]),
    // A keyword over one field is named by that field ("名称"), over several by the word itself.
    fields: {
      ...COMMON[lang],
      ...labels,
      keyword: resource.searchable.length === 1 ? labels[resource.searchable[0] as string] : KEYWORD[lang],
    } as Record<string, string>,
  };
}

/**
 * The catalog sections the resources add in `lang`: `route.<Page>` (menu, tab and crumb titles) and
 * `resources.<name>.*` (labels and dialog titles), so the web and the server's validation messages
 * name a field with the same words.
 */
export function resourceCatalogs(resources: readonly Resource[], lang: Lang) {
  return {
    route: Object.fromEntries(resources.map((r) => [r.page, r.title[lang]])),
    resources: Object.fromEntries(resources.map((r) => [r.name, resourceTexts(r, lang)])),
  };
}
