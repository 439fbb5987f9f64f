module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'web',
  moduleNameMapper: {
    '^@captains-log/engine/wire$': require('node:path').join(__dirname, '../../libs/engine/src/wire.ts'),
    '^@captains-log/cards/model$': require('node:path').join(__dirname, '../../libs/cards/src/model.ts'),
    ...require('../../jest.preset.js').moduleNameMapper,
  },
};
