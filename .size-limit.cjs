// size-limit's configuration: the byte budgets of scripts/test/budgets.js over the built site.
module.exports = require('./scripts/test/budgets').sizeLimitChecks();
