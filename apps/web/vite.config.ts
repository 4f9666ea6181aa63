import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractAlias } from './contract-alias';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: contractAlias,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` weigh what each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      // The contract only declares things, so a page keeps the modules it uses: without this the barrel
      // pulls every zod schema into the first bundle.
      treeshake: { moduleSideEffects: [{ test: /packages\/contract\/src\//, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // zod on its own: otherwise it shares a chunk with antd parts the signed-in shell needs, and
            // every page fetches it, though only forms check with it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // What the entry imports statically in one chunk: the first page fetches all of it anyway, and
            // as one file it compresses better and costs one response instead of forty (each with its
            // headers). A lazy page that shares a module with it finds it there, already loaded.
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
