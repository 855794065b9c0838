import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { theme } from '../theme/theme';
import { AreaComponent } from './AreaComponent';
import { configureFederation } from './areaBuilds';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

const Calculator = ({ kwh }: { kwh?: number }) => <p>Calculator for {kwh} kWh</p>;
const embed = () =>
  render(
    <ThemeProvider theme={theme}>
      <AreaComponent
        area="tools"
        module="./BillComparison"
        title="Residential calculator"
        props={{ kwh: 1000 }}
      />
      <p>The rest of the page</p>
    </ThemeProvider>,
  );

beforeEach(() => {
  load.mockReset();
  configureFederation({
    areas: { tools: { name: 'mf_tools', entry: '/areas/tools/1.0.0/mf-manifest.json' } },
    remoteTimeoutMs: 1000,
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('loads the exposed module of the area by its federation name and renders it with the props', async () => {
  load.mockResolvedValue({ default: Calculator });
  embed();
  expect(screen.getByRole('status')).toHaveTextContent('Loading Residential calculator…');
  expect(await screen.findByText('Calculator for 1000 kWh')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_tools/BillComparison');
});

test('an area that is down shows its fallback; the page around it stays; Retry loads it again', async () => {
  const user = userEvent.setup();
  load.mockRejectedValueOnce(new Error('connection refused'));
  embed();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Residential calculator: this part of the site is not available right now.',
  );
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();

  load.mockResolvedValue({ default: Calculator });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Calculator for 1000 kWh')).toBeInTheDocument();
  // Retry re-registers the area under a fresh URL, so a failed or hung entry is not reused.
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_tools', entry: expect.stringContaining('attempt=1') }],
    { force: true },
  );
});

test('an area that does not answer falls back after the remote timeout', async () => {
  jest.useFakeTimers();
  load.mockReturnValue(new Promise(() => undefined));
  embed();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(screen.getByRole('alert')).toHaveTextContent('not available right now');
  jest.useRealTimers();
});

test('an area the site does not know shows the fallback instead of breaking the page', async () => {
  configureFederation({ areas: {}, remoteTimeoutMs: 1000 });
  render(
    <ThemeProvider theme={theme}>
      <AreaComponent area="tools" module="./SchoolVisitRequest" title="Something" />
      <p>The rest of the page</p>
    </ThemeProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something: this part of the site is not available right now.',
  );
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();
});

test('in the server HTML, a note for visitors without JavaScript replaces the loading notice; with JavaScript it is never shown', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <AreaComponent
        area="tools"
        module="./NewsletterSignup"
        title="E-Newsletter sign-up"
        withoutScript={<a href="/contact-us">Contact us</a>}
      />
    </ThemeProvider>,
  );
  const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain(
    'E-Newsletter sign-up needs JavaScript, which is off or not available in this browser.',
  );
  expect(noscript).toContain('<a href="/contact-us">Contact us</a>');
  // The loading notice is hidden by the global styles' (scripting: none) rule: no <style> in the body.
  expect(noscript).not.toContain('<style');
  expect(html).toMatch(/<div [^>]*data-remote-component=""[^>]*><div role="status"/);

  load.mockReturnValue(new Promise(() => undefined));
  embed();
  expect(screen.getByRole('status')).toBeVisible();
  expect(screen.queryByText(/needs JavaScript/)).not.toBeInTheDocument();
});

test('in a closed panel it loads only once the panel opens', async () => {
  load.mockResolvedValue({ default: Calculator });
  render(
    <ThemeProvider theme={theme}>
      <details>
        <summary>Residential Calculator</summary>
        <AreaComponent area="tools" module="./BillComparison" title="Residential calculator" />
      </details>
    </ThemeProvider>,
  );
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  const panel = document.querySelector('details')!;
  panel.open = true;
  // The browser fires toggle when a panel opens (jsdom does not).
  act(() => void panel.dispatchEvent(new Event('toggle')));
  expect(await screen.findByText('Calculator for kWh')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
