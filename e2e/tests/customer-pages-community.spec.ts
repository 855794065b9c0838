import { disclosure, expect, test } from '../fixtures';
import { showsItsContent, type RouteCheck } from '../customerPages';

// Routes of the customer area: its heading, a piece of content from the seeded content service (or the
// static content that defines the page), at 1280 px: the community pages, cybersecurity, energy-saving tips
// and rebates.
const ROUTES: RouteCheck[] = [
  {
    path: '/in-our-community',
    h1: 'In Our Community',
    shows: async (page) => {
      await expect(
        page.getByRole('main').getByRole('link', { name: /^Educational Resources Activity books/ }),
      ).toHaveAttribute('href', '/in-our-community/educational-resources');
      await expect(page.locator('#e-newsletter')).toBeVisible();
    },
  },
  {
    path: '/in-our-community/educational-resources',
    h1: 'Educational Resources',
    shows: async (page) => {
      const carousel = page.getByRole('region', { name: 'Educational resources' });
      await expect(carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button')).toHaveCount(
        3,
      );
      await expect(carousel.getByRole('heading', { name: 'Science Fair Project Ideas' })).toBeVisible();
    },
  },
  {
    path: '/in-our-community/safety',
    h1: 'Safety',
    shows: async (page) => {
      await expect(page.getByRole('tab', { name: 'Indoor' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Check Cords and Plugs' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'customerservice@gpagwa.com' })).toBeVisible();
    },
  },
  {
    path: '/in-our-community/community-partners-and-programs',
    h1: 'Community Partners & Programs',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'University of Guam Sea Grant' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Guam Energy Office' })).toBeVisible();
    },
  },
  {
    path: '/cybersecurity',
    h1: 'Cybersecurity',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Phishing Awareness Guide/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
    },
  },
  {
    path: '/energy-saving-tips',
    h1: 'Energy-Saving Tips',
    shows: async (page) => {
      const topics = [
        'Appliances',
        'Air conditioning',
        'Standby power',
        'Water heating',
        'Lighting',
        'Windows',
        'Cooking',
        'Refrigeration',
        'Laundry',
      ];
      for (const topic of topics) await expect(disclosure(page, topic).toggle).toBeVisible();
    },
  },
  {
    path: '/rebates',
    h1: 'Rebates',
    shows: async (page) => {
      const vendors = page.getByRole('table', { name: 'Participating washer and dryer vendors' });
      await expect(vendors.getByRole('row', { name: /Island Appliance Center/ })).toContainText(
        '(671) 646-2211',
      );
      await expect(page.getByText('$100 to $800')).toBeVisible();
      await expect(page.getByText('$200 rebate').first()).toBeVisible();
    },
  },
];

for (const route of ROUTES)
  test(`${route.path} shows its content at 1280 px`, ({ page }) => showsItsContent(page, route));
