// Not next to the middleware: Strapi loads every file in src/middlewares/ as a middleware.
const createFormGuard = require('./middlewares/form-guard');

const KNOWN = 'known@example.org';
// Strapi's create, as slow as a database write (on the fake clock); a lookup of a known address is quicker.
const CREATE_MS = 100;

/** A Strapi with one subscriber (KNOWN) and the database calls the guard makes. */
function fakeStrapi() {
  const chain = { insert: () => chain, onConflict: () => chain, merge: async () => undefined };
  return {
    db: {
      transaction: async (run) => run({ trx: () => chain }),
      query: () => ({
        findOne: async ({ where }) =>
          where.Email.$eqi === KNOWN ? { documentId: 'existing-document' } : null,
      }),
    },
  };
}

/** Signs up `email` and lets the (fake) clock run until the guard answers; `ms` is the clock time it took. */
async function signUp(guard, email) {
  const headers = {};
  const ctx = {
    method: 'POST',
    path: '/api/e-newsletters',
    req: { socket: { remoteAddress: '127.0.0.1' } },
    request: {
      body: { data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: email } },
    },
    get: () => '',
    set: (name, value) => (headers[name] = value),
    status: 404,
    body: undefined,
  };
  const started = Date.now();
  let ms;
  const answered = guard(ctx, async () => {
    await new Promise((resolve) => setTimeout(resolve, CREATE_MS));
    ctx.status = 201;
    ctx.body = { data: { id: 7, documentId: 'new-document', Email: email }, meta: {} };
  }).then(() => (ms = Date.now() - started));
  while (ms === undefined) await jest.advanceTimersByTimeAsync(1);
  await answered;
  return { ms, answer: { status: ctx.status, body: ctx.body, headers } };
}

test('a new and a known newsletter address get the same answer, at the same time, without a documentId', async () => {
  const saved = process.env.FORM_ANSWER_FLOOR_MS;
  process.env.FORM_ANSWER_FLOOR_MS = '250';
  jest.useFakeTimers();
  try {
    const guard = createFormGuard({}, { strapi: fakeStrapi() });
    const known = await signUp(guard, KNOWN.toUpperCase());
    const fresh = await signUp(guard, 'new@example.org');
    expect(known.answer).toEqual(fresh.answer);
    expect(fresh.answer).toEqual({ status: 201, body: { data: null, meta: {} }, headers: {} });
    // Both leave at the floor: the create (CREATE_MS) is hidden inside it.
    expect([known.ms, fresh.ms]).toEqual([250, 250]);
  } finally {
    jest.useRealTimers();
    if (saved === undefined) delete process.env.FORM_ANSWER_FLOOR_MS;
    else process.env.FORM_ANSWER_FLOOR_MS = saved;
  }
});
