module.exports = { displayName: 'site-server', testEnvironment: 'node', roots: ['<rootDir>/src'] };
