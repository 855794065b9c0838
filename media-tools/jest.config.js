// The media encoders' unit tests (plain Node).
module.exports = {
  displayName: 'media-tools',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.js'],
};
