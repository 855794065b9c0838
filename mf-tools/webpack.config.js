const { createConfig } = require('@gpa/shared-ui/build/webpack.js');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3004,
  title: 'Tools area',
  // The tools other areas embed (shared-ui's RemoteComponent): each module's default export is the component.
  exposes: {
    './BillComparison': './src/bill-comparison/BillComparison.tsx',
    './NewsletterSignup': './src/forms/NewsletterSignup.tsx',
    './SchoolVisitRequest': './src/forms/SchoolVisitRequest.tsx',
  },
});
