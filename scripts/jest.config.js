module.exports = { displayName: 'scripts', testEnvironment: 'node', roots: ['<rootDir>'], testMatch: ['**/*.test.js'] };
