// Debian's Chromium (apt-get install chromium), with the flags this closed network needs.
//
// Without the address bar's pop-up: since Chromium 156 every window preloads it, in two renderers of its own
// (chrome://omnibox-popup.top-chrome/), and every browser context of a test is a window. A window nobody sees
// has no use for it, and it was half the CPU a new context cost (docs/benchmarks.md, "How long the tests
// take"). Chromium reads only the last --disable-features, so this one repeats the features Playwright
// disables in its own (chromium-flags.spec.ts fails when Playwright's list grows).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

module.exports = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP].join(',')}`,
  ],
};
