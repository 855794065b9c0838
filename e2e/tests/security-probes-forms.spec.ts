import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { strapi } from '../securityProbes';

// The forms tell no one what they hold: a new and a known newsletter address get the same answer in the same
// time, and the site and Strapi apply one Idempotency-Key rule.
test.describe('the forms tell no one what they hold', () => {
  const json = { 'Content-Type': 'application/json' };

  test('a new and a known newsletter address get the same answer, in the same time, without any id', async ({
    request,
  }) => {
    const signUp = async (email: string) => {
      const started = performance.now();
      const response = await request.post('/api/e-newsletters', {
        data: { data: { FirstName: 'Ana', LastName: 'Cruz', PhoneNumber: '6715550100', Email: email } },
        headers: { ...json, 'Idempotency-Key': randomUUID() },
      });
      return { ms: performance.now() - started, status: response.status(), body: await response.json() };
    };
    const known = `known-${randomUUID().slice(0, 8)}@example.org`;
    await signUp(known);
    const times = { known: [] as number[], fresh: [] as number[] };
    for (let pair = 0; pair < 5; pair += 1) {
      const again = await signUp(pair % 2 ? known : known.toUpperCase());
      const fresh = await signUp(`new-${randomUUID().slice(0, 8)}@example.org`);
      expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body });
      expect(fresh.body).toEqual({ data: null, meta: {} });
      times.known.push(again.ms);
      times.fresh.push(fresh.ms);
    }
    // Both answers wait for the same floor (FORM_ANSWER_FLOOR_MS): the quickest answer of each kind differ by
    // no more than noise (a busy machine only ever adds time, to single answers of either kind).
    expect(Math.abs(Math.min(...times.known) - Math.min(...times.fresh))).toBeLessThan(50);
    const visit = await request.post('/api/school-visit-requests', {
      data: {
        data: {
          Name: 'Ms. Reyes',
          School: 'Tamuning Elementary',
          Number: '6715550101',
          Email: 'reyes@example.org',
        },
      },
      headers: json,
    });
    expect(visit.status()).toBe(201);
    expect(Object.keys((await visit.json()).data)).toEqual(['documentId']);
  });

  test('one Idempotency-Key rule: a key the site accepts, Strapi accepts; one it refuses, both refuse', async ({
    request,
  }) => {
    const visit = () => ({
      data: {
        Name: 'Ms. Reyes',
        School: 'Tamuning Elementary',
        Number: '6715550101',
        Email: 'reyes@example.org',
      },
    });
    // Strapi directly as a client of its own, named as the site server names its visitors: the local client's
    // form attempts are another test's to spend (security-probes-content-service.spec.ts).
    const ownClient = {
      'X-Forwarded-For': `2001:db8::${randomUUID().slice(0, 4)}`,
      'X-Content-Proxy-Secret': process.env.CONTENT_PROXY_SECRET!,
    };
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'semi;colon-key']) {
      expect([
        key,
        (
          await request.post('/api/school-visit-requests', {
            data: visit(),
            headers: { ...json, 'Idempotency-Key': key },
          })
        ).status(),
      ]).toEqual([key, 400]);
      expect([
        key,
        (
          await request.post(`${strapi}/api/school-visit-requests`, {
            data: visit(),
            headers: { ...json, ...ownClient, 'Idempotency-Key': key },
          })
        ).status(),
      ]).toEqual([key, 400]);
    }
    const key = randomUUID();
    expect(
      (
        await request.post('/api/school-visit-requests', {
          data: visit(),
          headers: { ...json, 'Idempotency-Key': key },
        })
      ).status(),
    ).toBe(201);
  });
});
