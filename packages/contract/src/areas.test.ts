import { describe, expect, it } from 'vitest';
import { AREAS, loginPathForArea } from './areas.js';

describe('loginPathForArea (access routing)', () => {
  it('maps the 16 area ids to their login routes', () => {
    expect(AREAS).toHaveLength(16);
    expect(loginPathForArea(515)).toBe('/login_ja');
    expect(loginPathForArea('3')).toBe('/login_hs');
    expect(loginPathForArea(802)).toBe('/login_cjx');
  });
  it('sends any other id to /login', () => {
    expect(loginPathForArea(1)).toBe('/login');
    expect(loginPathForArea(undefined)).toBe('/login');
    expect(loginPathForArea('abc')).toBe('/login');
  });
});
