import type { Preferences } from '@bo/contract';
import { accountApi } from '../api/account';
import { getSession } from '../stores/session';
import { settingsActions } from '../stores/settings';

/** Choices the account could not keep yet (a failed send): sent again with the next choice. */
let unsent: Preferences = {};

/** Shows a look in this browser (and keeps it in its cookies), each field given replacing the one shown. */
function show({ color_mode, theme_color, size }: Preferences): void {
  if (color_mode) settingsActions.setColorMode(color_mode);
  if (theme_color) settingsActions.setThemeColor(theme_color);
  if (size) settingsActions.setSize(size);
}

/**
 * At sign-in, the look kept with the account replaces the browser's, field by field; a field the
 * account does not keep (never chosen) leaves the browser's as it is.
 */
export function adoptPreferences(preferences: Preferences | undefined): void {
  unsent = {};
  show(preferences ?? {});
}

/**
 * A look the user chose in the top bar: shown at once, and, while signed in, kept with the account so
 * the next sign-in on another browser shows the same. A failed send keeps the choice in this browser
 * and is tried again with the next choice.
 */
export function chooseLook(choice: Preferences): void {
  show(choice);
  if (!getSession().info) return;
  const sending = { ...unsent, ...choice };
  unsent = {};
  accountApi.savePreferences(sending).catch(() => {
    unsent = { ...sending, ...unsent };
  });
}
