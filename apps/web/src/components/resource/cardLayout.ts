/** What a column becomes on a phone, where each row is a card: its title, its state tag, a field, or nothing. */
export type CardRole = 'title' | 'tag' | 'field' | false;

interface CardColumn {
  key: string;
  card?: CardRole;
}

export interface CardLayout<C> {
  title?: C;
  tag?: C;
  fields: C[];
  actions?: C;
}

/** Columns a card leaves out unless they say otherwise: the id and pictures add nothing on a small screen. */
const QUIET = /^(id|avatar|img|image|picture|cover|thumb)$/;
const STATE = /^(state|status|is_show)$/;
/** A card shows this many fields besides its title and tag: enough to tell rows apart, short enough to scan. */
export const CARD_FIELDS = 4;

/**
 * Which column is a card's title, tag and fields. A column may say (`card`); otherwise the title is the first
 * column that is not an id or a picture, the tag a column named like a state, and the fields the next few.
 */
export function cardLayout<C extends CardColumn>(columns: readonly C[]): CardLayout<C> {
  const actions = columns.find((c) => c.key === 'actions');
  const rest = columns.filter((c) => c !== actions && c.card !== false);
  const title =
    rest.find((c) => c.card === 'title') ?? rest.find((c) => c.card === undefined && !QUIET.test(c.key));
  const tag =
    rest.find((c) => c.card === 'tag') ?? rest.find((c) => c.card === undefined && STATE.test(c.key));
  const others = rest.filter((c) => c !== title && c !== tag);
  const chosen = others.filter((c) => c.card === 'field');
  const fields = chosen.length
    ? chosen
    : others.filter((c) => c.card === undefined && !QUIET.test(c.key)).slice(0, CARD_FIELDS);
  return { title, tag, fields, actions };
}
