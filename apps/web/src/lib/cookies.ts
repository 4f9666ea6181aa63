import Cookies from 'js-cookie';

/**
 * Lifetime of the language, size and sidebar cookies: a year (31536000 s), so the choice outlives the
 * session.
 */
export const ONE_YEAR_DAYS = 31_536_000 / 86_400;

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  /** `days` omitted = session cookie. */
  set: (name: string, value: string, days?: number) =>
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', path: '/' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};
