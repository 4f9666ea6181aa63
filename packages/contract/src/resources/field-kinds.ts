import type { Lang } from '../i18n/shape.js';

/** A text in every language of the interface. */
export type Texts = Readonly<Record<Lang, string>>;

/** What every kind of field has. */
export interface FieldBase {
  label: Texts;
  /**
   * The form item's label where it says more than `label`: the unit money is typed in (退款金额（元）).
   * Messages, columns and filters keep naming the field by `label`.
   */
  formLabel?: Texts;
  /** Shown as a column of the list (default true). */
  list?: boolean;
  /** The list can be ordered by it (`sort=field` / `sort=-field`). */
  sortable?: boolean;
  /** A line under the form item saying what to enter. */
  hint?: Texts;
  /** An example in the empty input (`GoodList`, `https://`): the same in every language. */
  placeholder?: string;
  /**
   * Given when the record is made, then kept (a permission's api, the name roles hold): the form shows it
   * disabled when editing; the resource's rules on the server refuse a change.
   */
  createOnly?: boolean;
}

/** A line of text; `searchable` puts it in the list's keyword search, `unique` refuses a second row with it. */
export interface TextField extends FieldBase {
  kind: 'text' | 'textarea';
  max: number;
  required?: boolean;
  searchable?: boolean;
  unique?: boolean;
  /** The characters allowed (e.g. a code printed on labels); anything else is refused as a wrong format. */
  pattern?: RegExp;
  /** Rows hold `null` where it is empty (clients read a permission without an api as null). */
  nullable?: boolean;
  /**
   * A catalog section its values may name (`route`): the list and the parent picker show the section's
   * text for a value it has (a permission titled `GoodList` reads as 商品管理), else the value itself.
   */
  textsIn?: string;
}

/**
 * The message keys of a number that is not whole or below its minimum, when clients already read other
 * ones than the defaults (`validation.type`, `validation.min`) for the field.
 */
export interface NumberMessages {
  whole?: string;
  min?: string;
  max?: string;
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
  /** When the body leaves it out (default `min`). */
  default?: number;
  messages?: NumberMessages;
}

/**
 * Money in integer cents (`1999` = 19.99), from 0 to the shop's largest amount; typed in yuan with two
 * decimals and shown as a price. A body may leave it out (`default`, else 0).
 */
export interface MoneyField extends FieldBase {
  kind: 'money';
  default?: number;
}

/** A colour as `#rrggbb`. */
export interface ColorField extends FieldBase {
  kind: 'color';
  default: string;
}

/** An uploaded picture (`/uploads/…`) or an http(s) address. */
export interface ImageField extends FieldBase {
  kind: 'image';
  required?: boolean;
}

/** A 0/1 switch; `filterable` adds it to the list's filters; `states` names its two values (else yes/no). */
export interface SwitchField extends FieldBase {
  kind: 'switch';
  default?: 0 | 1;
  filterable?: boolean;
  states?: { on: Texts; off: Texts };
  /**
   * Read as a whole number from 0 to 1, refused with the number messages (type, min, max) rather than as
   * a wrong format, and a plain number in rows: what clients of a permission's `state` always had.
   */
  wholeNumber?: boolean;
}

/** A site path (`/goods/12`) or an http(s) address to go to; empty for none. */
export interface LinkField extends FieldBase {
  kind: 'link';
}

/**
 * One of a few options (a type, a kind), each with its label; `filterable` adds it to the filters. The
 * values are numbers, or words where clients already read words (a notice's `draft` / `published`).
 */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly { value: number; label: Texts }[] | readonly { value: string; label: Texts }[];
  default: number | string;
  filterable?: boolean;
  /** How the form offers the options: a drop-down (the default), radio buttons, or a row of buttons. */
  widget?: 'select' | 'radio' | 'buttons';
  /**
   * The message key of a value that is no number at all, when clients already read another one than
   * `validation.type` for the field (a goods' type has always said `validation.format`).
   */
  messages?: { type?: string };
}

/**
 * A moment (an ISO 8601 instant), or none (null): a publish time. The body may leave it empty (the
 * resource's rules decide what empty means); `filterable` filters the list by a range of it, `from` /
 * `to` (one such field per resource); sorting by it puts the rows without one last.
 */
export interface DateTimeField extends FieldBase {
  kind: 'datetime';
  filterable?: boolean;
}

/** The name of a menu icon (layout/sidebar/MenuIcon), or empty: picked from the icons, shown as one. */
export interface IconField extends FieldBase {
  kind: 'icon';
  max: number;
}

/** The parent of a tree resource's record: another record's id, 0 at the top (defineTreeResource). */
export interface ParentField extends FieldBase {
  kind: 'parent';
  messages?: NumberMessages;
  /**
   * The top is `null`, not 0: rows hold null there, and a body may send null, 0 or nothing for it (what
   * clients of a department's `parent_id` always read and sent).
   */
  nullAtTop?: boolean;
}

/**
 * A record of another table this one points at, by its id (an organization's area, a department's
 * organization). Without `required` it may point at none: the body sends null (or 0, or nothing) and
 * rows hold null. `options` names the list the form picks it from, `filterable` filters the list by
 * it (`?area_id=3`), and `named` gives rows that record's name beside the id, under that key.
 */
export interface RefField extends FieldBase {
  kind: 'ref';
  options: string;
  required?: boolean;
  filterable?: boolean;
  named?: string;
}

/**
 * Ids of records of another resource linked to this one (a category's brands), without repeats;
 * `options` names the list the form picks them from.
 */
export interface RefsField extends FieldBase {
  kind: 'refs';
  max: number;
  options: string;
}

/**
 * Formatted text (HTML from the rich-text editor): the server keeps only the allowed markup before it
 * writes it, and a required one must still show something after that. Unless `list` says so it is not a
 * column of the list, and the list's rows leave it out (markup reads badly in a cell, and a long body on
 * every row of a page is heavy): only a record's detail holds it.
 */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** Longest HTML accepted, in characters. */
  max: number;
  required?: boolean;
}

export type FieldSpec =
  | TextField
  | RichTextField
  | IntegerField
  | MoneyField
  | ColorField
  | ImageField
  | IconField
  | SwitchField
  | LinkField
  | ChoiceField
  | DateTimeField
  | ParentField
  | RefField
  | RefsField;
export type FieldKind = FieldSpec['kind'];

/** The value a field holds in a row and in a body. */
export type FieldValue<F extends FieldSpec> = F extends ChoiceField
  ? F['options'][number]['value']
  : F extends ParentField
    ? F['nullAtTop'] extends true
      ? number | null
      : number
    : F extends RefField
      ? F['required'] extends true
        ? number
        : number | null
      : F extends IntegerField | MoneyField
        ? number
        : F extends SwitchField
          ? F extends { wholeNumber: true }
            ? number
            : 0 | 1
          : F extends RefsField
            ? number[]
            : F extends DateTimeField
              ? string | null
              : string;
