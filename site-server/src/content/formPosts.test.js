// The no-script form posts over a fake content service: what is sent on, how repeats are keyed, the 303 answers,
// one limit with the forms the script sends.
const http = require('node:http');
const express = require('express');
const { mountContentSurface } = require('./contentSurface');
const { mountFormPosts } = require('./formPosts');

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

let upstream;
let received;
let answer;
let site;

beforeEach(async () => {
  received = [];
  answer = { status: 200, body: { data: { id: 1 } } };
  upstream = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body: JSON.parse(body) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  const app = express();
  const { sendForm } = mountContentSurface(app, {
    target: upstream.url,
    proxySecret: 'secret',
    createsPerMinute: 3,
  });
  mountFormPosts(app, { sendForm, proxySecret: 'secret' });
  app.use((_req, res) => res.status(405).end());
  site = await listen(app);
});

afterEach(async () => {
  await site.close();
  await upstream.close();
});

const NEWSLETTER = {
  FirstName: 'Ana',
  LastName: 'Cruz',
  PhoneNumber: '671-555-0100',
  Email: 'ana@example.com',
};

const post = (path, fields) =>
  fetch(`${site.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

test('a complete form is sent on as the script sends it and answered with a 303 to its page, no value in the address', async () => {
  const answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.status).toBe(303);
  const location = answered.headers.get('location');
  expect(location).toBe('/newsletter-sign-up?form=e-newsletters.sent#form-e-newsletters');
  for (const value of Object.values(NEWSLETTER)) expect(location).not.toContain(encodeURIComponent(value));
  expect(received).toHaveLength(1);
  expect(received[0].url).toBe('/api/e-newsletters');
  expect(received[0].body).toEqual({ data: NEWSLETTER });
  expect(received[0].headers['x-content-proxy-secret']).toBe('secret');
  expect(received[0].headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
});

test('the same fields sent again carry the same idempotency key (kept once); other fields another', async () => {
  await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER, Email: 'other@example.com' });
  const keys = received.map((request) => request.headers['idempotency-key']);
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('empty fields are named in the answer and nothing is sent', async () => {
  const answered = await post('/school-visit-request', {
    form: 'school-visit-requests',
    Name: 'Ana',
    School: ' ',
  });
  expect(answered.headers.get('location')).toBe(
    '/school-visit-request?form=school-visit-requests.incomplete&fix=School&fix=Number&fix=Email#form-school-visit-requests',
  );
  expect(received).toHaveLength(0);
});

test('a value the content service refuses names its field; other failures and the limit say so', async () => {
  answer = { status: 400, body: { error: { message: 'Email address must be a valid email address.' } } };
  let answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.refused&fix=Email#');
  answer = { status: 503, body: {} };
  answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.failed#');
  // The limit is 3 a minute: the fourth is not sent.
  await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.busy#');
  expect(received).toHaveLength(3);
});

test('anything else is not a form post: an unknown form is refused, other bodies go on', async () => {
  expect((await post('/newsletter-sign-up', { form: 'users', Email: 'x' })).status).toBe(400);
  const json = await fetch(`${site.url}/x`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(json.status).toBe(405);
  expect((await post('//evil.example/x', { form: 'e-newsletters', ...NEWSLETTER })).status).toBe(405);
});

test("the script's sends and the no-script ones share one limit per client", async () => {
  const sendByScript = () =>
    fetch(`${site.url}/api/e-newsletters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: NEWSLETTER }),
    });
  expect((await sendByScript()).status).toBe(200);
  expect((await sendByScript()).status).toBe(200);
  let answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.sent#');
  // The limit is 3 a minute, whichever way the forms came.
  answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.busy#');
  expect(received).toHaveLength(3);
});

test('a content service that does not answer: the form failed, and the log says why without a field', async () => {
  const { logger } = require('../process/logging');
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  await upstream.close();
  const answered = await post('/newsletter-sign-up', { form: 'e-newsletters', ...NEWSLETTER });
  expect(answered.headers.get('location')).toContain('?form=e-newsletters.failed#');
  expect(warn).toHaveBeenCalledTimes(1);
  for (const value of Object.values(NEWSLETTER)) expect(JSON.stringify(warn.mock.calls)).not.toContain(value);
  warn.mockRestore();
});
