import { disclosure, expect, test } from '../fixtures';
import { showsItsContent, type RouteCheck } from '../customerPages';

// Routes of the customer area: its heading, a piece of content from the seeded content service (or the
// static content that defines the page), at 1280 px: the home page, the how-do-i pages, account and forms
// (the other routes: customer-pages-*.spec.ts).
const ROUTES: RouteCheck[] = [
  {
    path: '/',
    h1: 'Welcome to Guam Power Authority',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Learn More/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('list', { name: 'Popular tasks' }).getByRole('link')).toHaveCount(6);
    },
  },
  {
    path: '/how-do-i/understand-my-bill',
    h1: 'Understand My Bill',
    shows: async (page) => {
      await expect(page.getByRole('img', { name: /^Sample residential bill/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Bill sample with explanations/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
    },
  },
  {
    path: '/how-do-i/track-my-energy-consumption',
    h1: 'Track My Energy Consumption',
    shows: async (page) => {
      await expect(
        page.getByRole('main').getByRole('link', { name: 'rate calculator', exact: true }),
      ).toHaveAttribute('href', '/rate-calculator');
      await expect(page.getByRole('link', { name: /View My Energy Usage/ })).toHaveAttribute(
        'target',
        '_blank',
      );
    },
  },
  {
    path: '/how-do-i/start-stop-move-services',
    h1: 'Start, Stop & Move Services',
    shows: async (page) => {
      const table = page.getByRole('table', { name: 'Residential deposit by number of rooms' });
      await expect(table.getByRole('row', { name: /3 Bedrooms/ })).toContainText('$300.00');
      await expect(page.getByRole('link', { name: 'customerservice@gpagwa.com' }).first()).toHaveAttribute(
        'href',
        'mailto:customerservice@gpagwa.com',
      );
      await expect(page.getByText('Application fee: $25.00')).toBeVisible();
    },
  },
  {
    path: '/how-do-i/get-financial-assistance',
    h1: 'Get Financial Assistance',
    shows: async (page) => {
      await disclosure(page, 'Rent and utilities').toggle.click();
      await expect(page.getByRole('table', { name: 'Income limits by household size' })).toContainText(
        '$85,300',
      );
      await expect(disclosure(page, 'Rental assistance').group).toHaveCount(0);
    },
  },
  {
    path: '/residential/manage-my-account',
    h1: 'Manage My Account (Residential)',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Log in to pay my bill/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(page.getByRole('link', { name: /^Log in to view my energy usage/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(page.getByRole('link', { name: 'Forms and Permits', exact: true })).toHaveCount(0);
    },
  },
  {
    path: '/business/manage-my-account',
    h1: 'Manage My Account (Business)',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: 'Forms and Permits', exact: true })).toHaveAttribute(
        'href',
        '/business/forms-and-permits',
      );
      await expect(page.getByRole('link', { name: /^View My Energy Usage/ })).toHaveCount(0);
    },
  },
  {
    path: '/residential/forms-and-permits',
    h1: 'Residential Forms & Permits',
    shows: async (page) => {
      const others = page.getByRole('region', { name: 'Others' });
      // Shown cut to 35 + '...'; the full label is the accessible name and the tooltip.
      const full = 'Net Metering Interconnection Application and Agreement for Customer-Generators';
      const cut = others.getByRole('link', { name: new RegExp(`^${full}`) });
      await expect(cut).toHaveAttribute('title', full);
      await expect(cut.getByText('Net Metering Interconnection Applic...')).toBeVisible();
      await expect(others.getByRole('link', { name: /^Load Letter Template/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Residential Plan Review Checklist/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
      await expect(
        page.getByText('Residential Plan Review Fee Schedule (available at our offices)'),
      ).toBeVisible();
    },
  },
  {
    path: '/business/forms-and-permits',
    h1: 'Business Forms & Permits',
    shows: async (page) => {
      await expect(
        page.getByRole('link', { name: /Commercial and Multi-Residential Plan Review Checklist/ }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Business License Information/ })).toHaveAttribute(
        'href',
        'https://www.guamtax.com/',
      );
    },
  },
];

for (const route of ROUTES)
  test(`${route.path} shows its content at 1280 px`, ({ page }) => showsItsContent(page, route));
