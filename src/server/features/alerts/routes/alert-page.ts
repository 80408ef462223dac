import { COMPANY_NAME } from '../../../../shared/site.ts';
import { escapeHtml } from '../../../../shared/escape-html.ts';

/**
 * The few pages the alert links open (confirmed, check your inbox, unsubscribe): plain server HTML in
 * the site's colours and type, with no script, so they work from any mail client's browser.
 */
export function alertPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${COMPANY_NAME}`)}</title>
<link rel="icon" href="/favicon.ico">
<style>
body{margin:0;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f5f1ec;line-height:1.6}
header{background:#1f2933;padding:1rem 1.5rem}header a{color:#fff;font-family:Montserrat,Inter,sans-serif;font-weight:700;text-decoration:none;letter-spacing:.02em}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(31,41,51,.08)}
h1{font-family:Montserrat,Inter,sans-serif;color:#8a4318;font-size:1.6rem;margin:0 0 1rem}
a{color:#8a4318}button{font:inherit;font-weight:600;background:#b8622f;color:#fff;border:0;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer}
button:hover{background:#8a4318}fieldset{border:1px solid #d9cfc4;border-radius:8px;margin:1.5rem 0 1rem;padding:1rem}
label{display:block;margin:.3rem 0}footer{text-align:center;font-size:.85rem;color:#52606d;padding-bottom:2rem}
</style></head>
<body><header><a href="/">${escapeHtml(COMPANY_NAME)}</a></header>
<main><h1>${escapeHtml(title)}</h1>${body}</main>
<footer>&copy; ${escapeHtml(COMPANY_NAME)}</footer></body></html>`;
}
