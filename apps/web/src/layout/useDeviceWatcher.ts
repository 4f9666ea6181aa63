import { useEffect } from 'react';
import { settingsActions } from '../stores/settings';

/** The layout is mobile when the page width minus 3 is below 1024 px. */
export const MOBILE_BREAKPOINT = 1024;

export function isMobileWidth(width: number): boolean {
  return width - 3 < MOBILE_BREAKPOINT;
}

/** Keeps the settings' device in step with the window width. */
export function useDeviceWatcher(): void {
  useEffect(() => {
    const update = () => {
      const width = document.body.getBoundingClientRect().width || window.innerWidth;
      settingsActions.setDevice(isMobileWidth(width) ? 'mobile' : 'desktop');
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
