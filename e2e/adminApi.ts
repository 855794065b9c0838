// The content service's admin API, as the admin panel calls it, signed in as the first administrator of the
// tests' Strapi (created on a fresh database).
import type { Page } from '@playwright/test';
import { CONTENT_PORT } from './playwright.config';
import { expect } from './fixtures';

export const contentUrl = `http://127.0.0.1:${CONTENT_PORT}`;
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'editor-tests@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Editor-Passw0rd!',
};

/**
 * An admin session, one per test process: Strapi limits how often an address may sign in to the admin, and
 * many test files sign in.
 */
let session: Promise<string> | undefined;
export function adminToken(): Promise<string> {
  // A failed sign-in is not kept: the next test signs in again.
  session ??= signIn().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

/** Logs in, or creates the first administrator of a fresh Strapi. */
async function signIn(): Promise<string> {
  const login = () =>
    fetch(`${contentUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
  let answer = await login();
  if (!answer.ok) {
    await fetch(`${contentUrl}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Test', lastname: 'Editor', ...ADMIN }),
    });
    answer = await login();
  }
  expect(answer.ok, 'admin login').toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

export type AdminAnswer = {
  status: number;
  json: { data?: { documentId: string; id: number }; error?: { message: string; details?: unknown } };
};

/** One JSON call of the admin API with the session `token`. */
export async function adminCall(
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<AdminAnswer> {
  const answer = await fetch(`${contentUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as AdminAnswer['json'] };
}

/** Signs `page` in to the admin panel with the session `token`, as the panel keeps its own after a login. */
export async function signInAdminPage(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ origin, session }) => {
      if (location.origin !== origin) return;
      localStorage.setItem('jwtToken', JSON.stringify(session));
      localStorage.setItem('isLoggedIn', 'true');
    },
    { origin: contentUrl, session: token },
  );
}

/**
 * Opens a page of the admin panel and waits for its view (the heading in main: a list's collection, an entry's
 * title). The panel is a large single-page app: a load runs megabytes of script and some ten calls one after
 * another, 10 s on an idle 2-core machine and 20 s on a busy one. A test that loads it marks itself slow, and
 * moves within the panel by its links, as an editor does, rather than loading it again.
 */
export async function openAdminPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
}
