import { fileURLToPath } from 'node:url';

const source = (file: string) =>
  fileURLToPath(new URL(`../../packages/contract/src/${file}`, import.meta.url));

/** `@bo/contract` and one language's UI catalog (`@bo/contract/ui/<lang>`), read from their sources. */
export const contractAlias = [
  { find: /^@bo\/contract$/, replacement: source('index.ts') },
  { find: /^@bo\/contract\/ui\/(\w+)$/, replacement: source('i18n/ui/$1/index.ts') },
];
