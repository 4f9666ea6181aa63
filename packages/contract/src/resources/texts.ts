import type { Lang } from '../i18n/shape.js';
import type { Fields, Resource, Texts } from './define.js';
import { isTreeResource, type TreeResource } from './tree.js';

const CREATE: Record<Lang, (noun: string) => string> = { zh: (n) => `新增${n}`, en: (n) => `New ${n}` };
const EDIT: Record<Lang, (noun: string) => string> = { zh: (n) => `编辑${n}`, en: (n) => `Edit ${n}` };
const KEYWORD: Record<Lang, string> = { zh: '关键词', en: 'Keyword' };
const LEVEL: Record<Lang, string> = { zh: '层级', en: 'Level' };
const COMMON: Record<Lang, Record<string, string>> = {
  zh: { id: 'ID' },
  en: { id: 'ID' },
};
const TIMES: Record<Lang, Record<string, string>> = {
  zh: { created_at: '创建时间', updated_at: '更新时间' },
  en: { created_at: 'Created', updated_at: 'Updated' },
};

/** Texts by level (`{ 1: …, 2: … }`), from one text for every level or one per level. */
const byLevel = (texts: Texts | readonly Texts[], levels: number, lang: Lang) =>
  Object.fromEntries(
    Array.from({ length: levels }, (_, i) => {
      const text = Array.isArray(texts) ? texts[i] : (texts as Texts);
      return [String(i + 1), text?.[lang] ?? ''];
    }),
  ) as Record<string, string>;

/** The text of "add inside" for a tree as deep as records are put: the one text it can have. */
const unbounded = (texts: Texts | readonly Texts[], lang: Lang) =>
  (Array.isArray(texts) ? texts[0] : (texts as Texts))?.[lang] ?? '';

/**
 * A tree's own texts: the "no parent" choice, "add inside" (by level; one text where there is no deepest
 * level), the level names by level, and a grouped tree's headings.
 */
function treeTexts(resource: TreeResource, lang: Lang) {
  const { tree } = resource;
  const { addChild, maxLevel, groups } = tree;
  return {
    top: tree.top[lang],
    // Rows at the deepest level get no "add inside".
    ...(addChild
      ? {
          addChild: !Number.isFinite(maxLevel)
            ? unbounded(addChild, lang)
            : byLevel(addChild, maxLevel - 1, lang),
        }
      : {}),
    levels: tree.levels ? byLevel(tree.levels, tree.levels.length, lang) : {},
    ...(groups
      ? { groups: { records: groups.records[lang], choose: groups.choose[lang], empty: groups.empty[lang] } }
      : {}),
  };
}

/** The texts a field gives by field name (`hint`, `formLabel`), of the fields that have one. */
const textsOf = (fields: Fields, names: readonly string[], lang: Lang, part: 'hint' | 'formLabel') =>
  Object.fromEntries(
    names.flatMap((name) => {
      const text = fields[name]?.[part];
      return text ? [[name, text[lang]]] : [];
    }),
  ) as Record<string, string>;

/**
 * The texts of declared fields in `lang`: their labels, the names of a choice's options and of a
 * switch's states by field and value (`options.type.2`), their hints, and the form labels of those that
 * say more in the form.
 */
export function fieldTexts(fields: Fields, lang: Lang) {
  const names = Object.keys(fields);
  const labels = Object.fromEntries(names.map((name) => [name, fields[name]?.label[lang] ?? name]));
  const options = Object.fromEntries(
    names.flatMap((name) => {
      const field = fields[name];
      if (field?.kind === 'choice')
        return [[name, Object.fromEntries(field.options.map((o) => [String(o.value), o.label[lang]]))]];
      if (field?.kind === 'switch' && field.states)
        return [[name, { 0: field.states.off[lang], 1: field.states.on[lang] }]];
      return [];
    }),
  ) as Record<string, Record<string, string>>;
  return {
    labels,
    options,
    hints: textsOf(fields, names, lang, 'hint'),
    formLabels: textsOf(fields, names, lang, 'formLabel'),
  };
}

/** The texts of a resource in `lang`: page title, create/edit titles, field labels and hints. */
export function resourceTexts(resource: Resource, lang: Lang) {
  const declared = fieldTexts(resource.fields, lang);
  const { options, hints, formLabels } = declared;
  const labels: Record<string, string> = {
    ...declared.labels,
    ...Object.fromEntries(
      resource.countNames.map((name) => [name, resource.counts?.[name]?.label[lang] ?? name]),
    ),
  };
  return {
    title: resource.title[lang],
    options,
    ...(Object.keys(hints).length > 0 ? { hints } : {}),
    ...(Object.keys(formLabels).length > 0 ? { formLabels } : {}),
    ...(resource.locked ? { locked: resource.locked.reason[lang] } : {}),
    ...(resource.view ? { view: resource.view.label[lang] } : {}),
    ...(resource.rule ? { rule: resource.rule.text[lang] } : {}),
    ...(isTreeResource(resource) ? treeTexts(resource, lang) : {}),
    createTitle: CREATE[lang](resource.noun[lang]),
    editTitle: EDIT[lang](resource.noun[lang]),
    // A keyword over one field is named by that field ("名称"), over several by the word itself.
    fields: {
      ...COMMON[lang],
      ...(resource.timestamps === false
        ? {}
        : resource.timestamps === 'created'
          ? { created_at: TIMES[lang].created_at }
          : TIMES[lang]),
      ...(isTreeResource(resource) && resource.tree.level !== false ? { level: LEVEL[lang] } : {}),
      ...labels,
      keyword: resource.searchable.length === 1 ? labels[resource.searchable[0] as string] : KEYWORD[lang],
      ...Object.fromEntries(Object.entries(resource.labels ?? {}).map(([name, text]) => [name, text[lang]])),
    } as Record<string, string>,
  };
}

/**
 * The catalog sections the resources add in `lang`: `route.<Page>` (menu, tab and crumb titles) and
 * `resources.<name>.*` (labels and dialog titles), so the web and the server's validation messages
 * name a field with the same words.
 */
export function resourceCatalogs(resources: readonly Resource[], lang: Lang) {
  // A grouped tree's groups are declared inside it and shown on its page, so their texts come with it.
  const groups = resources.flatMap((r) =>
    isTreeResource(r) && r.tree.groups ? [r.tree.groups.resource] : [],
  );
  return {
    // Only a resource with a menu entry has a page to title.
    route: Object.fromEntries(resources.flatMap((r) => (r.menu ? [[r.page, r.title[lang]]] : []))),
    resources: Object.fromEntries([...resources, ...groups].map((r) => [r.name, resourceTexts(r, lang)])),
  };
}
