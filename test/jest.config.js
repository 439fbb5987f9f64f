module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/**/*.spec.ts'],
  testTimeout: 240_000,
};
