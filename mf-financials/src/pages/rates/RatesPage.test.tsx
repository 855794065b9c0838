import { screen, within } from '@testing-library/react';
import { configureContent } from '@gpa/shared-ui';
import { mediaFixture, mockContent, renderPage } from '@gpa/shared-ui/testing';
import RatesPage from './RatesPage';
import { RATE_CLASSES } from './rateDocuments';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const schedules = () => within(screen.getByRole('region', { name: 'Rate schedules' }));

test('lists the 16 rate classes, each opening the rate document with its Anchor in a new tab', async () => {
  mockContent({
    'rate-documents': [
      ...RATE_CLASSES.map(({ anchor, label }) => ({
        Anchor: anchor,
        AnchorText: `${label} (record)`,
        File: mediaFixture(`/uploads/${anchor}.pdf`),
      })),
      { Anchor: 'rate-information', File: mediaFixture('/uploads/info.pdf') },
    ],
  });
  renderPage(<RatesPage />);
  expect(await schedules().findAllByRole('link')).toHaveLength(16);
  const residential = schedules().getByRole('link', { name: /Schedule R - Residential Service/ });
  expect(residential).toHaveAttribute('href', '/uploads/schedule-r.pdf');
  expect(residential).toHaveAttribute('target', '_blank');
  const documents = within(screen.getByRole('region', { name: 'Rate documents' }));
  expect(documents.getByRole('link', { name: /Rate Information Summary/ })).toHaveAttribute(
    'href',
    '/uploads/info.pdf',
  );
  expect(documents.getByText('Fuel Adjustment Factors by Voltage Level').closest('a')).toBeNull();
});

test('the fuel-adjustment factor table gives each voltage level for the three latest effective dates', () => {
  mockContent({ 'rate-documents': [] });
  renderPage(<RatesPage />);
  const table = screen.getByRole('table', { name: /Fuel adjustment factor per kWh by voltage level/ });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Voltage level', '08/01/24', '02/01/25', '08/01/25']);
  expect(
    within(within(table).getByRole('row', { name: /13.8kV/ }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$0.254148', '$0.201762', '$0.150814']);
});

test('with the content service down the information, the class names and the table still show, with one Retry', async () => {
  mockContent({ 'rate-documents': new Error('down') });
  renderPage(<RatesPage />);
  expect(screen.getByRole('heading', { name: 'How your rate is made up' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  expect(schedules().getAllByRole('listitem')).toHaveLength(16);
  expect(schedules().queryAllByRole('link')).toHaveLength(0);
  expect(screen.getByRole('table')).toBeInTheDocument();
});
