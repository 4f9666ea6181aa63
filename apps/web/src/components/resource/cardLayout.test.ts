import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, cardLayout } from './cardLayout';

const keys = (columns: { key: string }[]) => columns.map((c) => c.key);

describe('the card a list row becomes on a phone', () => {
  it('takes the first column that is not an id or a picture as the title and a state as the tag', () => {
    const layout = cardLayout([
      { key: 'id' },
      { key: 'avatar' },
      { key: 'account' },
      { key: 'nickname' },
      { key: 'state' },
      { key: 'phone' },
      { key: 'email' },
      { key: 'roles' },
      { key: 'last_login_at' },
      { key: 'actions' },
    ]);
    expect(layout.title?.key).toBe('account');
    expect(layout.tag?.key).toBe('state');
    expect(layout.actions?.key).toBe('actions');
    expect(keys(layout.fields)).toEqual(['nickname', 'phone', 'email', 'roles']);
    expect(layout.fields).toHaveLength(CARD_FIELDS);
  });

  it('follows what the columns say: their own title, tag and fields, and columns left out', () => {
    const layout = cardLayout([
      { key: 'code' },
      { key: 'name', card: 'title' as const },
      { key: 'mood', card: 'tag' as const },
      { key: 'value', card: 'field' as const },
      { key: 'status', card: false as const },
      { key: 'place' },
      { key: 'custodian', card: 'field' as const },
    ]);
    expect(layout.title?.key).toBe('name');
    expect(layout.tag?.key).toBe('mood');
    expect(keys(layout.fields)).toEqual(['value', 'custodian']);
    expect(layout.actions).toBeUndefined();
  });
});
