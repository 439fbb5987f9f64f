module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'engine',
  // The engine's tests are pure CPU work (no database): one worker per core. Jest's default keeps one core for itself,
  // which on a 2-core machine (CI) runs the whole suite in band on one core.
  maxWorkers: '100%',
};
