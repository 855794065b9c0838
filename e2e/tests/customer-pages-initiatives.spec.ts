import { disclosure, expect, test } from '../fixtures';
import { mobileAppMethod } from '../seededContent';
import { showsItsContent, type RouteCheck } from '../customerPages';

// Routes of the customer area: its heading, a piece of content from the seeded content service (or the
// static content that defines the page), at 1280 px: the campaigns, GPA's initiatives, power alerts and ways
// to pay.
const ROUTES: RouteCheck[] = [
  {
    path: '/brighterdaysahead',
    h1: 'Brighter Days Ahead',
    shows: async (page) => {
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '88.35');
      await expect(page.getByText('September 30, 2025').first()).toBeVisible();
      const projects = page.getByRole('complementary', { name: 'Capacity projects' });
      await expect(projects.getByRole('heading', { name: 'Plenum Repair' })).toBeVisible();
      await expect(projects).toContainText('ECD means Expected Completion Date');
      await expect(page.getByRole('figure', { name: /Battery energy storage/ }).locator('img')).toBeVisible();
    },
  },
  {
    path: '/beatthepeak',
    h1: 'Beat the Peak',
    shows: async (page) => {
      await expect(page.getByText('Use less power from 5PM to 11PM.')).toBeVisible();
      const about = disclosure(page, 'About Beat the Peak');
      await about.toggle.click();
      await expect(about.content).toBeVisible();
    },
  },
  {
    path: '/gpa-initiatives',
    h1: 'GPA Initiatives',
    shows: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: /^Clean Energy Master Plan Our roadmap/ })).toHaveAttribute(
        'href',
        '/gpa-initiatives/clean-energy-master-plan',
      );
      await expect(main.getByRole('link', { name: /^Power to Serve and Operations/ })).toHaveAttribute(
        'href',
        '/corporate/operations',
      );
      await expect(main.getByRole('link', { name: /^Energy Sense Savings Guide/ })).toHaveAttribute(
        'href',
        'https://energysense.guampower.com/energy-saving-tips',
      );
      await expect(main.getByRole('link', { name: 'Information videos' })).toHaveAttribute(
        'href',
        '/gpa-initiatives/what-were-doing/information-videos',
      );
    },
  },
  {
    path: '/gpa-initiatives/clean-energy-master-plan',
    h1: 'Clean Energy Master Plan',
    shows: async (page) => {
      await expect(page.getByRole('link', { name: /Volume I: Executive Summary/ })).toHaveAttribute(
        'href',
        /\/uploads\/.+\.pdf$/,
      );
      await expect(page.getByRole('region', { name: 'Stakeholder Meeting 1 schedule' })).toContainText(
        'Friday, January 29, 2021',
      );
      await expect(page.getByRole('region', { name: 'Stakeholder Meeting 3 schedule' })).toContainText(
        '1:00 PM - 4:00 PM',
      );
      await expect(page.getByRole('heading', { name: 'The new 180 MW power plant' })).toBeVisible();
      await expect(disclosure(page, 'What is the Clean Energy Master Plan?').toggle).toBeVisible();
    },
  },
  {
    path: '/gpa-initiatives/other-resources',
    h1: 'Other Resources',
    shows: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Guam links' }).getByRole('link', { name: /Guam Energy Office/ }),
      ).toHaveAttribute('target', '_blank');
      await expect(
        page
          .getByRole('region', { name: 'Other links' })
          .getByRole('link', { name: /Home Energy Saving Tips Booklet/ }),
      ).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
    },
  },
  {
    path: '/gpa-initiatives/what-were-doing/information-videos',
    h1: 'Information Videos',
    shows: async (page) => {
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: /YouTube channel/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/@GuamPowerAuthority',
      );
      // More than one line: the site's own pages with recordings, no invented video.
      await expect(main.getByRole('link', { name: 'Integrated Resource Plan', exact: true })).toHaveAttribute(
        'href',
        '/corporate/news/integrated-resource-plan',
      );
      await expect(main.getByRole('link', { name: 'Educational Resources', exact: true })).toHaveAttribute(
        'href',
        '/in-our-community/educational-resources',
      );
      await expect(main.locator('iframe, video')).toHaveCount(0);
    },
  },
  {
    path: '/power-alerts',
    h1: 'Power Alerts',
    shows: async (page) => {
      const commands = page.getByRole('table', { name: 'Power alert text commands' });
      for (const command of ['OUT', 'STATUS', 'QUIT', 'ENROLL', 'HELP'])
        await expect(commands.getByRole('rowheader', { name: command, exact: true })).toBeVisible();
      await expect(page.getByText('Estimated time of restoration', { exact: false })).toBeVisible();
      await expect(disclosure(page, 'How do I enroll?').toggle).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Looking for' }).getByRole('link', { name: 'Ways to pay' }),
      ).toHaveAttribute('href', '/ways-to-pay');
    },
  },
  {
    path: '/ways-to-pay',
    h1: 'Ways to Pay',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Drive-Thru' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Pay in person' })
          .getByRole('link', { name: 'hours and locations' }),
      ).toHaveAttribute('href', '/contact-us#hours-and-locations');
      await expect(page.getByText('Accounts with arrears receive no refund').first()).toBeVisible();
      // The offices' hours as /contact-us gives them (the seed's customer service contact: 7AM to 5PM).
      await expect(page.getByRole('region', { name: 'Pay in person' })).toContainText(
        'Customer service offices, Mon-Fri 7AM to 5PM.',
      );
      // The Mobile App card links both app stores, as the content service has them; Refunds leads elsewhere.
      const app = await mobileAppMethod();
      const stores = page.getByRole('list', { name: 'Mobile App in the app stores' });
      await expect(stores.getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
        'href',
        app.appStoreLink,
      );
      await expect(stores.getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
        'href',
        app.googlePlayLink,
      );
      await expect(
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Refunds' }) })
          .getByRole('link'),
      ).not.toHaveAttribute('href', '/ways-to-pay');
    },
  },
];

for (const route of ROUTES)
  test(`${route.path} shows its content at 1280 px`, ({ page }) => showsItsContent(page, route));
