/**
 * The web app's build: React + Vite. Workspace libraries that run in browsers (replay, hashing) are
 * bundled from their sources; the engine's and cards' modules are imported for their types only
 * (and the engine's wire.ts: the compact view and command list the table reads).
 * `npm run build` (root) writes dist/, which the api serves at / (apps/api/src/web-app.ts).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = import.meta.dirname;
const lib = (name: string) => resolve(here, `../../libs/${name}/src/index.ts`);

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@captains-log/replay': lib('replay'),
      '@captains-log/hashing': lib('hashing'),
      // the compact view and command list's functions only (the rest of the engine is imported for its types)
      '@captains-log/engine/wire': resolve(here, '../../libs/engine/src/wire.ts'),
      // the card types and affiliations (plain data; the rest of libs/cards reads files and is not bundled)
      '@captains-log/cards/model': resolve(here, '../../libs/cards/src/model.ts'),
    },
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
