const fs = require('fs');
const os = require('os');
const path = require('path');
const { ensureFirstAdmin, firstAdminCredentials, readStoredCredentials } = require('./firstAdmin');

let dir;
let file;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-'));
  file = path.join(dir, '.admin-credentials');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const modeOf = (target) => fs.statSync(target).mode & 0o777;

/** A Strapi with only what ensureFirstAdmin uses: the admin user service and the logger. */
function fakeStrapi({ hasAdmin = false, createFails = false } = {}) {
  const created = [];
  const state = { hasAdmin };
  const users = {
    exists: async () => state.hasAdmin,
    createFirstAdmin: async (attributes) => {
      if (createFails) {
        state.hasAdmin = true;
        throw new Error('You cannot register a new super admin');
      }
      created.push(attributes);
      state.hasAdmin = true;
    },
  };
  return {
    created,
    strapi: { service: (uid) => (uid === 'admin::user' ? users : undefined), log: { info: () => {} } },
  };
}

describe('firstAdminCredentials', () => {
  test('ADMIN_EMAIL and ADMIN_PASSWORD are used as given, nothing is written', () => {
    const credentials = firstAdminCredentials(
      { ADMIN_EMAIL: ' Editor@Example.org ', ADMIN_PASSWORD: 'Long-enough-1' },
      file,
    );
    expect(credentials).toEqual({ email: 'editor@example.org', password: 'Long-enough-1', generated: false });
    expect(fs.existsSync(file)).toBe(false);
  });

  test('one of the two without the other is refused', () => {
    expect(() => firstAdminCredentials({ ADMIN_EMAIL: 'editor@example.org' }, file)).toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    expect(() => firstAdminCredentials({ ADMIN_PASSWORD: 'Long-enough-1' }, file)).toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  test.each([
    ['Short-1', /at least 8 characters/],
    ['no-uppercase-1', /uppercase/],
    ['NO-LOWERCASE-1', /lowercase/],
    ['No-digits-at-all', /digit/],
    [`Aa1${'x'.repeat(70)}`, /at most 72 bytes/],
  ])('a password Strapi would refuse (%s) is refused at start', (password, message) => {
    expect(() =>
      firstAdminCredentials({ ADMIN_EMAIL: 'editor@example.org', ADMIN_PASSWORD: password }, file),
    ).toThrow(message);
  });

  test('without settings, credentials are generated once into a file only the owner can read', () => {
    const first = firstAdminCredentials({}, file);
    expect(first.generated).toBe(true);
    expect(first.password.length).toBeGreaterThanOrEqual(24);
    expect(first.password).toMatch(/[a-z]/);
    expect(first.password).toMatch(/[A-Z]/);
    expect(first.password).toMatch(/\d/);
    expect(modeOf(file)).toBe(0o600);
    expect(readStoredCredentials(file)).toEqual({ email: first.email, password: first.password });

    const again = firstAdminCredentials({}, file);
    expect(again).toEqual(first);
    // Another file, another password: nothing fixed in the code.
    expect(firstAdminCredentials({}, path.join(dir, 'other')).password).not.toBe(first.password);
  });

  test('a stored file readable by others is closed to its owner', () => {
    fs.writeFileSync(file, 'ADMIN_EMAIL=ops@example.org\nADMIN_PASSWORD=Stored-pass-1\n', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(firstAdminCredentials({}, file)).toEqual({
      email: 'ops@example.org',
      password: 'Stored-pass-1',
      generated: true,
    });
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('ensureFirstAdmin', () => {
  const env = { ADMIN_EMAIL: 'editor@example.org', ADMIN_PASSWORD: 'Long-enough-1' };

  test('creates the super admin through Strapi when there is none', async () => {
    const { strapi, created } = fakeStrapi();
    await expect(ensureFirstAdmin(strapi, env, file)).resolves.toBe('editor@example.org');
    expect(created).toEqual([
      { email: 'editor@example.org', password: 'Long-enough-1', firstname: 'Administrator' },
    ]);
  });

  test('changes nothing when an administrator exists', async () => {
    const { strapi, created } = fakeStrapi({ hasAdmin: true });
    await expect(ensureFirstAdmin(strapi, {}, file)).resolves.toBeUndefined();
    expect(created).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });

  test('another instance creating it first is not an error', async () => {
    const { strapi } = fakeStrapi({ createFails: true });
    await expect(ensureFirstAdmin(strapi, env, file)).resolves.toBeUndefined();
  });
});
