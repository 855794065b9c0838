module.exports = require('./build/jest').jestConfig(__dirname);
