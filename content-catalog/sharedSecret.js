'use strict';

/**
 * Whether a presented value is the secret the site servers and the content service share (a bearer token, a
 * header, a signature), compared in constant time: digests of equal length, so neither the content nor the
 * length of the secret shows in the time an answer takes. Never true without both values.
 */
const { createHash, timingSafeEqual } = require('node:crypto');

/** @type {(value: string) => Buffer} */
const digest = (value) => createHash('sha256').update(String(value)).digest();

/**
 * @param {string | undefined | null} presented
 * @param {string | undefined | null} secret
 * @returns {boolean}
 */
function isSharedSecret(presented, secret) {
  if (!presented || !secret) return false;
  return timingSafeEqual(digest(presented), digest(secret));
}

module.exports = { isSharedSecret };
