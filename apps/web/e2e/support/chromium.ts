/** The system Chromium the end-to-end tests drive (Debian's package, or `CHROMIUM_PATH`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Its switches for a test machine: no sandbox (CI runs as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
