#!/usr/bin/env node
// Generates the Prisma client offline (DESIGN.md › Running it). `prisma generate` only needs the
// schema engine's path to exist, not to run it, so when PRISMA_SCHEMA_ENGINE_BINARY is unset we
// point it at Node's own executable instead of letting Prisma try to download the engine.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
execFileSync(process.execPath, [require.resolve('prisma/build/index.js'), 'generate'], {
  cwd: path.resolve(__dirname, '..'),
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
