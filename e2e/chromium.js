// Debian's Chromium (apt-get install chromium), with the flags this closed network needs: as a visitor's
// browser (the benchmarks'), and as the tests' browser.
//
// Every browser context of a test is a window nobody sees, and Chromium starts processes for a window that
// such a window has no use for: since Chromium 156, two renderers that preload the address bar's pop-up
// (chrome://omnibox-popup.top-chrome/), and a spare renderer kept ready for the next site a tab opens. They
// were nearly half the CPU a new context cost (docs/benchmarks.md, "How long the tests take"), so the tests'
// browser has them off; a visitor's has them. Chromium reads only the last --disable-features, so the tests'
// repeats the features Playwright disables in its own (chromium-flags.spec.ts fails when Playwright's list
// grows).
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
const UNSEEN_WINDOW_PROCESSES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

/** Chromium as a visitor's browser, on this closed network. */
const visitorBrowser = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};

/** The tests' Chromium: a visitor's, without the processes of a window nobody sees. */
const testBrowser = {
  ...visitorBrowser,
  args: [
    ...visitorBrowser.args,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WINDOW_PROCESSES].join(',')}`,
  ],
};

module.exports = { testBrowser, visitorBrowser };
