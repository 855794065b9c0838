module.exports = require('@gpa/shared-ui/build/jest.js').jestConfig(__dirname);
