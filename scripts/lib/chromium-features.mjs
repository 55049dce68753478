// Chromium features the bench's Lighthouse browser switches off, beside chrome-launcher's own list (the browser
// tests run in the headless shell, which has no browser UI: decision 0040).
//
// Chromium 156 preloads the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome) in every new
// window: a second renderer that spends ~1.1 s of CPU while the page under test loads (a Chrome trace of
// one /faqs test: 850 ms of "WebUI Top Renderer" beside 350 ms for the page). On two cores it competes with
// the page: Lighthouse's TBT for / fell from 739–1,260 ms to 329–547 ms with it off (interleaved runs,
// 2026-11-26). A phone's browser has no such window. Puppeteer switches it off by default.
const BROWSER_UI_FEATURES_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * One --disable-features switch: the driver's own list and ours. Chromium keeps only the last
 * --disable-features it is given, so a second switch would silently drop the driver's list.
 */
export function disableFeaturesSwitch(driverDefaults) {
  return `--disable-features=${[...new Set([...driverDefaults, ...BROWSER_UI_FEATURES_OFF])].join(",")}`;
}
