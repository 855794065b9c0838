import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderClockContext } from '../app/renderClock';
import { ListAsOf } from './ListAsOf';

const RENDERED_AT = Date.UTC(2026, 10, 28, 23, 30);

const AtRender = () => (
  <RenderClockContext.Provider value={RENDERED_AT}>
    <ListAsOf what="Open for applications" />
  </RenderClockContext.Provider>
);

test("says what the list holds as of today's date in words", () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 0, 5, 12) });
  render(<ListAsOf what="Reports posted" />);
  expect(screen.getByText('Reports posted as of January 5, 2026.')).toBeInTheDocument();
  jest.useRealTimers();
});

test("the server's date (UTC) in the HTML, the same while the page hydrates, whatever the browser's clock", async () => {
  const html = renderToString(<AtRender />);
  expect(html).toBe('<p>Open for applications as of November 28, 2026.</p>');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The browser's clock is a day on: after hydration the list is as of its own today.
  jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 24 * 3600_000);
  await act(async () => {
    hydrateRoot(container, <AtRender />);
  });
  expect(errors).not.toHaveBeenCalled();
  expect(container).toHaveTextContent('Open for applications as of November 29, 2026.');
  jest.restoreAllMocks();
  container.remove();
});
