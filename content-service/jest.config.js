// The content service's own modules (no Strapi started): `npx jest content-service` from the top.
module.exports = {
  displayName: 'content-service',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/seed', '<rootDir>/scripts'],
  testMatch: ['**/*.test.js'],
};
