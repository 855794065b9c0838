'use strict';

module.exports = {
  rest: require('@gpa/content-catalog/rest-limits'),
};
