'use strict';

// REST API settings: the list limits the site servers also hold to (content-catalog's rest-limits).
module.exports = {
  rest: require('@gpa/content-catalog/rest-limits'),
};
