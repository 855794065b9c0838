// The contracts' schemas are TypeScript (ts-jest, the package's own tsconfig); their tests run on Node.
const path = require('node:path');

module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [require.resolve('ts-jest'), { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
