'use strict';

/**
 * The first administrator is created at setup, never by the first visitor of the admin port: on every
 * boot without an administrator, one is created from ADMIN_EMAIL and ADMIN_PASSWORD when both are given,
 * else from credentials generated once and kept in a file only the operator can read (mode 0600,
 * gitignored), which `npm start` prints in its banner. Once an administrator exists, Strapi itself refuses
 * POST /admin/register-admin.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const CREDENTIALS_FILE = path.resolve(__dirname, '..', '..', '.admin-credentials');
const GENERATED_EMAIL = 'admin@example.com';

/** Strapi's own password rule for administrators (8 to 72 bytes, a lowercase, an uppercase letter, a digit). */
function passwordProblem(password) {
  if (password.length < 8) return 'at least 8 characters';
  if (Buffer.byteLength(password) > 72) return 'at most 72 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'a lowercase letter, an uppercase letter and a digit';
  }
  return undefined;
}

function generatePassword() {
  // 24 random characters, plus one of each class Strapi's rule asks for.
  return `${crypto.randomBytes(18).toString('base64url')}aA1`;
}

function parseCredentials(text) {
  const value = (key) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1]?.trim();
  return { email: value('ADMIN_EMAIL'), password: value('ADMIN_PASSWORD') };
}

/** The stored generated credentials, or undefined when none were generated. */
function readStoredCredentials(file = CREDENTIALS_FILE) {
  if (!fs.existsSync(file)) return undefined;
  const credentials = parseCredentials(fs.readFileSync(file, 'utf8'));
  return credentials.email && credentials.password ? credentials : undefined;
}

/** Writes new credentials unless the file exists (another instance may have written it first). */
function storeGeneratedCredentials(file) {
  const credentials = { email: GENERATED_EMAIL, password: generatePassword() };
  const text = `# The first Strapi administrator, generated at its first start. Only the operator may read this file.\nADMIN_EMAIL=${credentials.email}\nADMIN_PASSWORD=${credentials.password}\n`;
  try {
    fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return credentials;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    return undefined;
  }
}

/**
 * The credentials of the first administrator: ADMIN_EMAIL + ADMIN_PASSWORD, else the stored generated
 * ones, else new ones generated and stored. Throws on half or weak settings.
 */
function firstAdminCredentials(env = process.env, file = CREDENTIALS_FILE) {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (email || password) {
    if (!email || !password)
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither (then they are generated)');
    const problem = passwordProblem(password);
    if (problem) throw new Error(`ADMIN_PASSWORD needs ${problem}`);
    return { email: email.trim().toLowerCase(), password, generated: false };
  }
  const stored =
    readStoredCredentials(file) ?? storeGeneratedCredentials(file) ?? readStoredCredentials(file);
  if (!stored) throw new Error(`${file} holds no ADMIN_EMAIL and ADMIN_PASSWORD`);
  // Only the operator reads it, also when it was copied in by hand.
  fs.chmodSync(file, 0o600);
  return { ...stored, generated: true };
}

async function ensureFirstAdmin(strapi, env = process.env, file = CREDENTIALS_FILE) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return undefined;
  const { email, password, generated } = firstAdminCredentials(env, file);
  try {
    // Strapi's own first-admin creation: a super admin, serialized across instances sharing the database.
    await users.createFirstAdmin({ email, password, firstname: 'Administrator' });
  } catch (error) {
    // Another instance created it first.
    if (await users.exists()) return undefined;
    throw error;
  }
  strapi.log.info(
    `[admin] first administrator ${email} created from ${generated ? file : 'ADMIN_EMAIL and ADMIN_PASSWORD'}`,
  );
  return email;
}

module.exports = { ensureFirstAdmin, firstAdminCredentials, readStoredCredentials, CREDENTIALS_FILE };
