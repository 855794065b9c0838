// The jest setup every package shares: ts-jest on jsdom, with the polyfills React Router needs.
const path = require('node:path');

/** @gpa/contracts as its TypeScript source (as webpack reads it), not the dist/ compiled for Node. */
const contractsDir = path.dirname(require.resolve('@gpa/contracts/package.json'));
const contractsSource = {
  '^@gpa/contracts$': path.join(contractsDir, 'src', 'index.ts'),
  '^@gpa/contracts/contentEntries$': path.join(contractsDir, 'src', 'contentEntries.ts'),
};

function jestConfig(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest.environment.js'),
    roots: [
      '<rootDir>/src',
      ...(require('node:fs').existsSync(path.join(dir, 'build')) ? ['<rootDir>/build'] : []),
    ],
    transform: {
      '^.+\\.tsx?$': [require.resolve('ts-jest'), { tsconfig: path.join(dir, 'tsconfig.json') }],
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    moduleNameMapper: contractsSource,
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.js')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Two cores shared with builds and browsers: user-event flows can take more than jest's 5 s default.
    testTimeout: 20_000,
  };
}

module.exports = { contractsSource, jestConfig };
