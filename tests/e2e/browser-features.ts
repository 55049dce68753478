// The Chromium features the browser tests switch off, as one --disable-features switch.
//
// Chromium 156 preloads the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome) in every new
// window, and Playwright opens a window for every test's context: a second renderer that spent ~1.1 s
// of CPU per test here, more than the page under test (a Chrome trace of one /faqs test: 850 ms of
// "WebUI Top Renderer" beside 350 ms for the page). Puppeteer switches it off by default since 2026.
//
// Chromium keeps only the last --disable-features switch, so adding ours would drop Playwright's own
// list: ours repeats it. browser-features.spec.ts fails when Playwright's list gains a feature this one
// lacks.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

export const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const DISABLE_FEATURES_SWITCH = `--disable-features=${DISABLED_FEATURES.join(",")}`;
