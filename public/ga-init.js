// Google Analytics 4 bootstrap, loaded only when GA_MEASUREMENT_ID is configured. A file (not an inline
// script) so the Content-Security-Policy can forbid inline scripts. Every page is a document of its own,
// so each sends one page view: at once, or, for a page the browser prerendered on a hover, when the
// visitor actually opens it.
(() => {
  const id = document.currentScript?.dataset.gaId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const pageView = () =>
    window.gtag('event', 'page_view', {
      page_path: location.pathname + location.search,
      page_location: location.href,
      page_title: document.title,
    });
  if (document.prerendering) document.addEventListener('prerenderingchange', pageView, { once: true });
  else pageView();
})();
