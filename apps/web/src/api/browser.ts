/** Page-level navigation outside the router (after a logout the whole app restarts). */
export const browser = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
