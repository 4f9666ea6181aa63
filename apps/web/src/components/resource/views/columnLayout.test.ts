import { describe, expect, it } from 'vitest';
import { arrangeColumns, moveColumn, resolveLayout, toggleColumn } from './columnLayout';

const columns = ['id', 'name', 'price', 'actions'].map((key) => ({ key }));

describe('column layouts', () => {
  it('keeps the declared columns when no layout is chosen', () => {
    expect(arrangeColumns(columns, []).map((c) => c.key)).toEqual(['id', 'name', 'price', 'actions']);
  });

  it('shows the visible columns in the layout’s order, the actions column last', () => {
    const layout = [
      { key: 'price', visible: true },
      { key: 'actions', visible: false },
      { key: 'id', visible: false },
      { key: 'name', visible: true },
    ];
    expect(arrangeColumns(columns, layout).map((c) => c.key)).toEqual(['price', 'name', 'actions']);
  });

  it('forgets columns the page no longer has and shows ones it gained', () => {
    expect(
      resolveLayout(
        ['id', 'name', 'price'],
        [
          { key: 'gone', visible: true },
          { key: 'name', visible: false },
        ],
      ),
    ).toEqual([
      { key: 'name', visible: false },
      { key: 'id', visible: true },
      { key: 'price', visible: true },
    ]);
  });

  it('moves a column and never hides the last shown one', () => {
    const layout = resolveLayout(['id', 'name'], []);
    expect(moveColumn(layout, 0, 1).map((c) => c.key)).toEqual(['name', 'id']);
    expect(moveColumn(layout, 0, -1)).toEqual(layout);
    const one = toggleColumn(layout, 'id', false);
    expect(toggleColumn(one, 'name', false)).toEqual(one);
  });
});
