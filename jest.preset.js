// Shared Jest settings for every project: SWC transpiles TypeScript (types are checked by
// `npm run typecheck`), workspace imports resolve to the libraries' sources.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@captains-log/([^/]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Tests run against real PostgreSQL, Redis and embedded PGlite (whose first start runs initdb).
  testTimeout: 30_000,
  // TypeScript first: a stray emitted .js beside a source file must never shadow it.
  moduleFileExtensions: ['ts', 'js', 'json', 'node'],
};
