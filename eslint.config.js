// Lint rules for every project. The Nx module-boundary rule keeps dependencies pointing inward
// (DESIGN.md › Layout): apps may use any lib; libraries tagged scope:pure (engine, cards, bot,
// tournament, replay, contracts) import only other pure libraries and no framework or I/O package.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const nx = require('@nx/eslint-plugin');
const prettier = require('eslint-config-prettier');

const frameworkAndIo = [
  '@nestjs/*',
  'express',
  'pg',
  '@electric-sql/*',
  '@kurrent/*',
  '@prisma/*',
  'bullmq',
  'ioredis',
  'rxjs',
  'reflect-metadata',
];

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:pure',
              onlyDependOnLibsWithTags: ['scope:pure'],
              bannedExternalImports: frameworkAndIo,
            },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests read JSON answers loosely; types there would only restate the API.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
