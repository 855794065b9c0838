// The content service's own modules (no Strapi started): `npx jest content-service` from the top.
const path = require('node:path');

const own = (name) => path.join(__dirname, 'node_modules', name);

module.exports = {
  displayName: 'content-service',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/seed', '<rootDir>/scripts'],
  testMatch: ['**/*.test.js'],
  // The admin's customizations are ES modules (Strapi's admin build bundles them): compiled for the tests,
  // whose files say they run in jsdom; React is the admin's own (18), for Testing Library as well.
  transform: {
    '^.+/src/admin/.+\\.js$': [
      require.resolve('ts-jest'),
      {
        tsconfig: {
          allowJs: true,
          module: 'commonjs',
          target: 'ES2022',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    '^react$': own('react'),
    '^react/(.*)$': `${own('react')}/$1`,
    '^react-dom$': own('react-dom'),
    '^react-dom/(.*)$': `${own('react-dom')}/$1`,
  },
};
