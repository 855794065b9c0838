/** The content requests a mocked fetch received, as URLs (collection path and query). */
export function requestedUrls(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}

/** The request for one collection, or undefined. */
export function requestFor(fetchMock: jest.Mock, collection: string): URL | undefined {
  return requestedUrls(fetchMock).find((url) => url.pathname === `/api/${collection}`);
}
