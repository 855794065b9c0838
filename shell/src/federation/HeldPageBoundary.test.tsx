import { AppProviders, type AreaRoutesModule, type PublishedRoute } from '@gpa/shared-ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaCodeContext, type AreaCode } from './areaCode';
import { HeldPageBoundary } from './HeldPageBoundary';
import { heldPageCode, heldPageHydrated, holdDocumentPage, releaseHeldPage } from './heldPage';

jest.mock('@gpa/shared-ui', () => ({
  ...jest.requireActual('@gpa/shared-ui'),
  // The network answers: the visitor's Retry, not the probe's, loads again.
  useRetryWhenReachable: () => false,
}));

const leac: PublishedRoute = { path: '/leac', title: 'LEAC', pageCode: 'whenUsed' };
const code: AreaRoutesModule = { routes: [] };

function renderHeldPage(holds: boolean) {
  const areaCode: AreaCode = { load: jest.fn(), forget: jest.fn(), holds: () => holds };
  return render(
    <AppProviders>
      <AreaCodeContext value={areaCode}>
        <HeldPageBoundary route={leac}>
          <h1>LEAC</h1>
        </HeldPageBoundary>
      </AreaCodeContext>
    </AppProviders>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/leac'));
afterEach(() => heldPageHydrated(leac));

test("the held page's code failing leaves the page as it is, with a notice whose Retry loads it again", async () => {
  holdDocumentPage();
  renderHeldPage(true);
  const load = jest.fn((): Promise<AreaRoutesModule> => Promise.reject(new Error('offline')));
  const held = heldPageCode('financials', leac, load, () => undefined)!;
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => releaseHeldPage());
  expect(screen.getByRole('alert')).toHaveTextContent('Part of this page did not load.');
  expect(screen.getByRole('heading', { name: 'LEAC' })).toBeInTheDocument();

  load.mockImplementation(() => Promise.resolve(code));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await expect(held).resolves.toBe(code);
  expect(load).toHaveBeenCalledTimes(2);
  act(() => heldPageHydrated(leac));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a page that holds nothing has no boundary and no notice of its own', () => {
  renderHeldPage(false);
  expect(screen.getByRole('heading', { name: 'LEAC' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
