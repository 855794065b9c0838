// The site server's sources are TypeScript (ts-jest, the package's own tsconfig); its tests run on Node, with
// @gpa/contracts read as its TypeScript source (no contracts/dist/ needed).
const path = require('node:path');

module.exports = {
  displayName: 'site-server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [require.resolve('ts-jest'), { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: require('@gpa/shared-ui/build/jest.js').contractsSource,
};
