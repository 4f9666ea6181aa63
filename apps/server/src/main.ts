import module from 'node:module';
import { useBundledPackages } from './bundled-packages.js';

// The server's modules, compiled once, are kept on disk (NODE_COMPILE_CACHE, else a folder in the
// system's temporary directory) and read back by the next start instead of compiled again: a tenth of a
// second of every start. Turned on before anything else loads; where the folder cannot be written the
// start goes on without it. (Only the few lines of bundled-packages.js come before it.)
module.enableCompileCache?.();
useBundledPackages(new URL('./packages/', import.meta.url));
await import('./server.js');
