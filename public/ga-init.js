// Google Analytics 4 bootstrap, loaded only when GA_MEASUREMENT_ID is configured. A file (not an inline
// script) so the Content-Security-Policy can forbid inline scripts. Page views are sent by the app on
// every route change, so the automatic one is turned off.
(() => {
  const id = document.currentScript?.dataset.gaId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
})();
