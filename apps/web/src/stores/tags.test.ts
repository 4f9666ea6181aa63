import { beforeEach, describe, expect, it } from 'vitest';
import { getTags, HOME_PATH, KEPT_VIEWS, keptViews, nextActivePath, tagsActions } from './tags';

const view = (path: string, extra: { noCache?: boolean; fullPath?: string } = {}) => ({
  path,
  fullPath: extra.fullPath ?? path,
  title: path,
  noCache: extra.noCache,
});

const paths = () => getTags().views.map((v) => v.path);

describe('tags store', () => {
  beforeEach(() => {
    tagsActions.reset();
    tagsActions.add(view('/shop/good'));
    tagsActions.add(view('/shop/brand'));
    tagsActions.add(view('/system/admin'));
  });

  it('starts with the affixed dashboard and adds each view once, keeping its latest query', () => {
    tagsActions.add(view('/shop/good', { fullPath: '/shop/good?page=2' }));
    expect(paths()).toEqual([HOME_PATH, '/shop/good', '/shop/brand', '/system/admin']);
    expect(getTags().views[1]?.fullPath).toBe('/shop/good?page=2');
    expect(getTags().views[0]?.affix).toBe(true);
  });

  it('never closes the dashboard', () => {
    tagsActions.remove(HOME_PATH);
    expect(paths()[0]).toBe(HOME_PATH);
  });

  it('closes others but keeps the affixed dashboard and the chosen view', () => {
    tagsActions.removeOthers('/shop/brand');
    expect(paths()).toEqual([HOME_PATH, '/shop/brand']);
  });

  it('closes all but the dashboard', () => {
    tagsActions.removeAll();
    expect(paths()).toEqual([HOME_PATH]);
  });

  it('after closing the active view goes to the last remaining one, else stays', () => {
    tagsActions.remove('/system/admin');
    expect(nextActivePath(getTags().views, '/system/admin')).toBe('/shop/brand');
    expect(nextActivePath(getTags().views, '/shop/good')).toBeNull();
    tagsActions.removeAll();
    expect(nextActivePath(getTags().views, '/shop/brand')).toBe(HOME_PATH);
  });

  it('a refresh changes the view nonce so it remounts', () => {
    tagsActions.refresh('/shop/brand');
    expect(getTags().views.find((v) => v.path === '/shop/brand')?.nonce).toBe(1);
  });

  it('keeps the active view and the most recently shown hidden ones mounted, the rest only as tabs', () => {
    for (let i = 1; i <= KEPT_VIEWS + 4; i++) tagsActions.add(view(`/page/${i}`));
    // Back to the goods list: it becomes the most recently shown of all.
    tagsActions.add(view('/shop/good'));
    tagsActions.add(view('/page/1'));
    const kept = keptViews(getTags().views, '/page/1').map((v) => v.path);
    expect(kept).toHaveLength(KEPT_VIEWS + 1);
    expect(kept).toContain('/page/1');
    expect(kept).toContain('/shop/good');
    expect(kept).toContain(`/page/${KEPT_VIEWS + 4}`);
    // The least recently shown are left out: the dashboard, the brands, the admins and the first pages.
    for (const path of [HOME_PATH, '/shop/brand', '/system/admin', '/page/2', '/page/5']) {
      expect(kept).not.toContain(path);
    }
    expect(kept).toContain('/page/6');
    expect(getTags().views).toHaveLength(KEPT_VIEWS + 8);
  });

  it('never keeps a no-cache view hidden', () => {
    tagsActions.add(view('/system/log', { noCache: true }));
    tagsActions.add(view('/shop/good'));
    expect(keptViews(getTags().views, '/shop/good').map((v) => v.path)).not.toContain('/system/log');
    expect(keptViews(getTags().views, '/system/log').map((v) => v.path)).toContain('/system/log');
  });
});
