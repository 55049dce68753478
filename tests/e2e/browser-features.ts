// Playwright's own --disable-features list, which the browser tests' switch repeats
// (scripts/lib/chromium-features.mjs says why: Chromium keeps only the last such switch).
// browser-features.spec.ts fails when Playwright's list gains a feature this one lacks.
import { disableFeaturesSwitch } from "../../scripts/lib/chromium-features.mjs";

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

export const DISABLE_FEATURES_SWITCH = disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES);
