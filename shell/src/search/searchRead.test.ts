/** @jest-environment node */
// The search's read of /search.json: its answer is checked against SearchAnswer's schema before the page sees it.
import { searchRead, siteReadQuery } from './searchRead';

const answer = { term: 'leac', shortened: false, data: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 };
const answering = (body: unknown) =>
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => jest.restoreAllMocks());

test('a well-formed answer is read as it is', async () => {
  answering(answer);
  await expect(siteReadQuery(searchRead('leac')).queryFn({})).resolves.toEqual(answer);
});

test('a malformed answer is refused naming the address and the field', async () => {
  answering({ ...answer, data: [{ kind: 'page', title: 'LEAC', link: '/leac' }] });
  await expect(siteReadQuery(searchRead('leac')).queryFn({})).rejects.toThrow(
    '/search.json?q=leac&page=1: data.0.snippet: Invalid input (expected array)',
  );
});
