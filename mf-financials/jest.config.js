// The financials area's unit tests, with the configuration every area shares.
module.exports = require('@gpa/shared-ui/build/jest.js').jestConfig(__dirname);
