import { createElement } from 'react';
import { loginRedirectPath } from '../auth/login-path';
import { logout } from '../auth/logout';
import { i18n } from '../i18n';
import { browser } from './browser';
import { feedback } from './feedback';
import { ReloginFooter } from './ReloginFooter';

let open = false;

/** Where "Login again" goes: the login page of the stored area, coming back to the current page. */
function loginUrl(): string {
  return loginRedirectPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

/**
 * The re-login confirm, shown when the session has expired or was revoked. Closing it keeps the user on the
 * page; "Definite logout" logs out and reloads; "Login again" logs out and opens the login page. Only one is
 * shown at a time.
 */
export function openReloginDialog(): void {
  if (open) return;
  open = true;
  let close = () => {};
  // The way back is taken before logging out: the guard leaves the page as soon as the session ends.
  const choose = (then: (loginTarget: string) => void) => async () => {
    const loginTarget = loginUrl();
    close();
    await logout();
    then(loginTarget);
  };
  const instance = feedback().modal.confirm({
    title: i18n.t('request.relogin.title'),
    content: i18n.t('request.relogin.content'),
    closable: true,
    maskClosable: false,
    footer: createElement(ReloginFooter, {
      onLogout: choose(() => browser.reload()),
      onLogin: choose((loginTarget) => browser.assign(loginTarget)),
    }),
    afterClose: () => {
      open = false;
    },
  });
  close = () => {
    instance.destroy();
    open = false;
  };
}

/** Test hook: forget a dialog left open by a previous test. */
export function resetReloginDialog(): void {
  open = false;
}
