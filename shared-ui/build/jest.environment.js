// jsdom without the web platform pieces Node has and the code under test uses (fetch and Response for the
// content client and its fakes, TextEncoder, streams for the server render): hand Node's own implementations over.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class SiteTestEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) if (globalThis[name]) this.global[name] = globalThis[name];
  }
}

module.exports = SiteTestEnvironment;
