module.exports = {
  displayName: 'content-catalog',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.js'],
};
