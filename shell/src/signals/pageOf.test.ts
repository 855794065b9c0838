import type { SiteManifest } from '@gpa/contracts';
import { pageOf } from './pageOf';

const manifest: SiteManifest = {
  content: { apiUrl: '/api', filesUrl: '' },
  signals: { path: '/signals', sampleRate: 1, shellVersion: '2.0.0' },
  areas: {
    financials: {
      name: 'mf_financials',
      version: '1.1.0',
      entry: '/areas/financials/1.1.0/mf-manifest.json',
      routes: [{ path: '/leac', title: 'LEAC' }],
    },
    corporate: {
      name: 'mf_corporate',
      version: '1.0.0',
      entry: '/areas/corporate/1.0.0/mf-manifest.json',
      routes: [
        { path: '/news/:slug', title: 'News' },
        { path: '/corporate/human-resources/*', title: 'HR' },
      ],
    },
  },
};

test('a page is reported by its route pattern and its area version, never by its URL', () => {
  expect(pageOf(manifest, '/leac')).toEqual({ area: 'financials', version: '1.1.0', route: '/leac' });
  expect(pageOf(manifest, '/news/storm-update-2026')).toEqual({
    area: 'corporate',
    version: '1.0.0',
    route: '/news/:slug',
  });
  expect(pageOf(manifest, '/corporate/human-resources/jobs')).toEqual({
    area: 'corporate',
    version: '1.0.0',
    route: '/corporate/human-resources/*',
  });
  expect(pageOf(manifest, '/search')).toEqual({ area: 'shell', version: '2.0.0', route: '*' });
});
