import { beforeEach, describe, expect, it } from 'vitest';
import { getTags, HOME_PATH, nextActivePath, tagsActions } from './tags';

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
});
