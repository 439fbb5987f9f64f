module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'event-store',
};
