import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderClockContext, useRenderNow } from './renderClock';

const RENDERED_AT = Date.UTC(2026, 10, 26, 10, 0);

function Clock({ seen }: { seen: number[] }) {
  const now = useRenderNow();
  seen.push(now);
  return <p>{new Date(now).toISOString()}</p>;
}

const page = (seen: number[], renderedAt?: number) => (
  <RenderClockContext value={renderedAt}>
    <Clock seen={seen} />
  </RenderClockContext>
);

test("the server render's instant on the server and while hydrating (no mismatch), the browser's clock right after", async () => {
  const html = renderToString(page([], RENDERED_AT));
  expect(html).toContain(new Date(RENDERED_AT).toISOString());

  const container = document.createElement('div');
  container.innerHTML = html;
  const recoverable: unknown[] = [];
  const seen: number[] = [];
  await act(
    async () =>
      void hydrateRoot(container, page(seen, RENDERED_AT), {
        onRecoverableError: (error) => recoverable.push(error),
      }),
  );
  expect(recoverable).toEqual([]);
  expect(seen[0]).toBe(RENDERED_AT);
  expect(seen.at(-1)).toBeGreaterThan(RENDERED_AT);
  expect(container).toHaveTextContent(new Date(seen.at(-1)!).toISOString());
});

test('a page rendered in the browser (no server render) uses the browser clock from the start', () => {
  const seen: number[] = [];
  renderToString(page(seen));
  expect(seen[0]).toBeGreaterThan(RENDERED_AT);
});
