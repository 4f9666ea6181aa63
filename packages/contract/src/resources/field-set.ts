import { z } from 'zod';
import type { Lang } from '../i18n/shape.js';
import type { Fields } from './define.js';
import type { FieldSpec, FieldValue } from './field-kinds.js';
import { filterOf, inputOf } from './field-schemas.js';
import { fieldTexts } from './texts.js';

/**
 * The fields of a page that is no plain resource (goods, orders, asset forms), declared once with the
 * kinds of {@link defineResource}. `texts` names the catalog section they join: `<texts>.fields.<field>`
 * for labels and `<texts>.options.<field>.<value>` for options, beside the page's own texts there.
 */
export interface FieldSetDeclaration<F extends Fields> {
  texts: string;
  fields: F;
}

/** A schema a body may leave out: it has a default (or, for ids and times, a transform of nothing). */
type Defaulted<T> = z.ZodType<T, T | undefined> & { _zod: { optin: 'defaulted' } };

/** Whether a body must hold the field: a required text, picture or rich text; anything else has a default. */
type MustHold<F extends FieldSpec> = F extends { required: true } ? true : false;

/** Each field's body schema, typed by its kind (an option's literal values, a required field). */
export type FieldShape<F extends Fields> = {
  [K in keyof F]: MustHold<F[K]> extends true ? z.ZodType<FieldValue<F[K]>> : Defaulted<FieldValue<F[K]>>;
};

/** What a field set derives: its names, body schemas, list filters and texts. */
export interface FieldSet<F extends Fields = Fields> extends FieldSetDeclaration<F> {
  /** Field names in declared order. */
  fieldNames: readonly (keyof F & string)[];
  /**
   * Each field's body schema with its limits and message keys, for the page's input schema to place
   * beside its own parts, in the order its body always had.
   */
  shape: FieldShape<F>;
  /**
   * A field's body schema without its default, for a part that must state the value (each SKU its
   * price and inventory, where the goods' own default to 0).
   */
  required<K extends keyof F & string>(name: K): z.ZodType<FieldValue<F[K]>>;
  /** A choice's or switch's list filter: one of its values in the query, or none. */
  filter<K extends keyof F & string>(name: K): z.ZodOptional<z.ZodType<FieldValue<F[K]>, unknown>>;
  /** The texts the set adds to its section in `lang`: `fields`, `options` (and `hints` if any). */
  catalog(lang: Lang): FieldSetTexts;
}

export interface FieldSetTexts {
  fields: Record<string, string>;
  options: Record<string, Record<string, string>>;
  hints?: Record<string, string>;
}

/**
 * Declares the plain fields of a page that keeps its own components: their body schemas, limits,
 * labels and options come from here, so the server's validation, its messages and the page's inputs
 * and columns say the same.
 */
export function defineFields<const F extends Fields>(declaration: FieldSetDeclaration<F>): FieldSet<F> {
  const { fields } = declaration;
  const fieldNames = Object.keys(fields) as (keyof F & string)[];
  const shape = Object.fromEntries(
    fieldNames.map((name) => [name, inputOf(fields[name] as FieldSpec)]),
  ) as Record<string, z.ZodType>;
  return {
    ...declaration,
    fieldNames,
    shape: shape as FieldShape<F>,
    required: (name) => {
      const schema = shape[name] as z.ZodType;
      return (schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType<
        FieldValue<F[typeof name]>
      >;
    },
    filter: (name) => {
      const field = fields[name] as FieldSpec;
      // A text or a number has no one value to pick: a filter of it would be a mistake of the page.
      if (field.kind !== 'choice' && field.kind !== 'switch')
        throw new Error(`${declaration.texts}: ${name} is no choice or switch to filter by`);
      return filterOf(field) as z.ZodOptional<z.ZodType<FieldValue<F[typeof name]>, unknown>>;
    },
    catalog: (lang) => {
      const { labels, options, hints } = fieldTexts(fields, lang);
      return { fields: labels, options, ...(Object.keys(hints).length > 0 ? { hints } : {}) };
    },
  };
}

/**
 * `catalog` with each set's texts joined to its section. A label the section also writes by hand is
 * refused: the declaration is where it lives.
 */
export function withFieldSetTexts<C extends object>(catalog: C, sets: readonly FieldSet[], lang: Lang): C {
  const merged = { ...catalog } as Record<string, unknown>;
  for (const set of sets) {
    const section = (merged[set.texts] ?? {}) as Record<string, unknown>;
    const texts = set.catalog(lang);
    const joined: Record<string, unknown> = { ...section };
    for (const part of ['fields', 'options', 'hints'] as const) {
      const own = texts[part];
      if (!own) continue;
      const written = section[part] ?? {};
      // A text of the page under the same key would be lost or would hide the declared ones.
      if (typeof written !== 'object') throw new Error(`${set.texts}.${part} is a text, not a group`);
      const twice = Object.keys(own).filter((name) => name in written);
      if (twice.length > 0)
        throw new Error(`${set.texts}.${part} writes ${twice.join(', ')} beside its declaration`);
      joined[part] = { ...written, ...own };
    }
    merged[set.texts] = joined;
  }
  return merged as C;
}
