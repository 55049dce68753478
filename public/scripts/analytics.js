// Google Analytics 4 with Consent Mode v2, included only when the server decided this visitor may be
// counted (consent to Analytics, IP not on the blocked list): app/domain/analytics.ts.
// The page passes its settings in this script's own URL: ?id=<measurement id>&ads=<0|1>.
(function () {
  var script = document.currentScript;
  if (!script || window.__hablarteAnalytics) return;
  var params = new URL(script.src).searchParams;
  var id = params.get("id");
  if (!id || !/^G-[A-Z0-9]+$/.test(id)) return;
  window.__hablarteAnalytics = true;
  var ads = params.get("ads") === "1" ? "granted" : "denied";
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () {
    window.dataLayer.push(arguments);
  };
  // Everything denied by default, then granted only for what the visitor accepted.
  window.gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
  window.gtag("consent", "update", { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: "granted" });
  window.gtag("js", new Date());
  // GA4's enhanced measurement counts client-side route changes (history events) on its own.
  window.gtag("config", id);
  var tag = document.createElement("script");
  tag.async = true;
  tag.nonce = script.nonce;
  tag.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(id);
  document.head.appendChild(tag);
})();
