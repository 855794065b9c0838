import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import OperationsPage from './OperationsPage';

beforeEach(() => {
  configureContent({ apiUrl: '/api', filesUrl: '' });
  Element.prototype.scrollIntoView = jest.fn();
});

const chart = (AnchorText: string) => ({
  AnchorText,
  File: mediaFixture(`/uploads/${AnchorText.replace(/\W+/g, '-')}.pdf`),
});
const classItem = (Year: number, AnchorText: string) => ({
  Year,
  AnchorText,
  File: mediaFixture('/uploads/class.pdf'),
});

function mockOperations() {
  return mockContent({
    'operations-forms-additionals': [
      { AnchorText: 'Energy Theft Reporting Program', File: mediaFixture('/uploads/theft.pdf') },
    ],
    'operations-training-classes': [
      ...Array.from({ length: 8 }, (_, i) => classItem(2009, `2009 - Class ${i + 1}`)),
      ...Array.from({ length: 6 }, (_, i) => classItem(2011, `2011 - Class ${i + 1}`)),
      classItem(2012, '2012 - Combustion Turbine Operations'),
    ],
    'operations-leac-baseload-dispatches': [chart('Baseload Dispatch Performance - Feb 2025')],
    'operations-leac-baseload-dispatch-charts': [chart('Baseload Dispatch Chart - Feb 2025')],
    'operations-leac-baseload-savings': [chart('Savings - Feb 2025')],
    'operations-leac-efor-charts': [chart('EFOR Chart - Feb 2025'), chart('EAF Chart - Feb 2025')],
    'operations-leac-fuel-usages': [chart('Fuel Usage - Feb 2025')],
    'operations-leac-gross-heat-rates': [chart('Gross Heat Rate - Feb 2025')],
    'operations-leac-iwps-dispatches': [chart('IWPS Dispatch - Feb 2025')],
    'operations-leac-previous-leac-charts': [],
  });
}

test('the three tabs; Power to Save is open by default', async () => {
  mockOperations();
  renderPage(<OperationsPage />, { path: '/corporate/operations' });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Power to Save',
    'Clean Energy Master Plan',
    'Other Resources',
  ]);
  expect(screen.getByRole('tab', { name: 'Power to Save' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Audit and Revenue Protection' })).toBeInTheDocument();
});

test('each tab is a link to its address, and the address opens its tab (the page without script)', () => {
  mockOperations();
  renderPage(<OperationsPage />, {
    path: '/corporate/operations?tab=clean-energy-master-plan',
    pattern: '/corporate/operations',
  });
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
    '/corporate/operations#tab-power-to-save',
    '/corporate/operations?tab=clean-energy-master-plan#tab-clean-energy-master-plan',
    '/corporate/operations?tab=other-resources#tab-other-resources',
  ]);
  expect(screen.getByRole('tab', { name: 'Clean Energy Master Plan', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Planning and Operations' })).not.toHaveFocus();
});

test.each([
  ['#planning-and-operations', 'Clean Energy Master Plan', 'Planning and Operations'],
  ['#leac-performance', 'Other Resources', 'LEAC Performance'],
  ['#planning-and-environmental-compliance', 'Power to Save', 'Planning and Environmental Compliance'],
])('the hash %s opens the %s tab and focuses its section', async (hash, tabName, heading) => {
  mockOperations();
  renderPage(<OperationsPage />, { path: `/corporate/operations${hash}`, pattern: '/corporate/operations' });
  expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: heading })).toHaveFocus();
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
});

test('Other Resources: every LEAC chart list (EFOR and EAF apart), additional resources, classes per year cut to 25', async () => {
  mockOperations();
  renderPage(<OperationsPage />, { path: '/corporate/operations' });
  await userEvent.click(screen.getByRole('tab', { name: 'Other Resources' }));
  for (const heading of [
    'Baseload Dispatch Performance',
    'Gross Heat Rate',
    'Fuel Usage Consumption',
    'IWPS Dispatch',
    'Baseload Dispatch',
    'Savings from Increased Baseload Use',
    'Previous LEAC Period Control Charts',
    'EFOR Charts',
    'EAF Charts',
  ]) {
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  const efor = screen.getByRole('region', { name: 'EFOR Charts' });
  expect(await within(efor).findByRole('link', { name: /EFOR Chart - Feb 2025/ })).toBeInTheDocument();
  expect(within(efor).queryByText(/EAF/)).toBeNull();
  expect(await screen.findByRole('link', { name: /Energy Theft Reporting Program/ })).toBeInTheDocument();

  expect(await screen.findByRole('heading', { name: '2009: 8 classes' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '2011: 6 classes' })).toBeInTheDocument();
  // Cut to 25 on screen; the full text is the tooltip and what screen readers read.
  const cut = screen.getByRole('link', { name: '2012 - Combustion Turbine Operations (opens in a new tab)' });
  expect(cut.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^2012 - Combustion Turbine\.\.\.$/);
  expect(cut).toHaveAttribute('title', '2012 - Combustion Turbine Operations');
  expect(screen.getByRole('link', { name: '2011 - Class 1 (opens in a new tab)' })).not.toHaveAttribute(
    'title',
  );
});
