import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMPANY_NAME, TICKER_TEXT } from '../../../../shared/site.ts';
import { escapeHtml } from '../../../../shared/escape-html.ts';
import { fontFileName, SITE_FONTS } from '../../../../ui/styles/font-subsets.ts';

/** Where the pages' stylesheet is served (alert-page-styles.ts). */
export const ALERT_PAGE_CSS_PATH = '/alerts/page.css';

const BODY_FONT = "Inter,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const HEADING_FONT = 'Montserrat,Inter,system-ui,sans-serif';

// The site's look (ui/styles/theme.ts: colours, radii, type) without its React: a header with the logo on
// the night band, one card with margins on a phone, checkboxes drawn in copper, 44 px targets.
const LAYOUT_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${BODY_FONT};color:#1f2933;background:#f5f1ec;line-height:1.6;-webkit-text-size-adjust:100%}
header{background:#0e1a24;padding:.75rem 1rem}
.logo{display:inline-flex;align-items:center;gap:.6rem;color:#fff;text-decoration:none}
.logo svg{flex:none}.logo strong,.logo small{display:block;line-height:1.15}
.logo strong{font-family:${HEADING_FONT};font-weight:700;font-size:1.05rem;letter-spacing:.04em}
.logo small{font-size:.72rem;letter-spacing:.08em;opacity:.8}
main{max-width:40rem;margin:1.5rem 1rem 2rem;padding:1.5rem 1.25rem;background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(20,32,43,.06),0 4px 16px rgba(20,32,43,.08)}
@media (min-width:42rem){main{margin:3rem auto;padding:2rem 2.25rem}}
h1{font-family:${HEADING_FONT};font-weight:700;color:#8a4318;font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p,li{overflow-wrap:anywhere}
a{color:#8a4318}
button{font:inherit;font-weight:600;min-height:44px;background:#b8622f;color:#fff;border:0;border-radius:10px;padding:.6rem 1.4rem;cursor:pointer}
button:hover{background:#8a4318}
fieldset{border:1px solid #d9e2ec;border-radius:10px;margin:1.5rem 0 1rem;padding:.5rem 1rem 1rem}
legend{font-weight:600;padding:0 .35rem}
label{display:flex;align-items:center;gap:.65rem;min-height:44px;cursor:pointer}
input[type=checkbox]{appearance:none;-webkit-appearance:none;flex:none;display:grid;place-content:center;width:1.3rem;height:1.3rem;margin:0;border:2px solid #52606d;border-radius:6px;background:#fff;cursor:pointer}
input[type=checkbox]:checked{background:#b8622f;border-color:#b8622f}
input[type=checkbox]:checked::after{content:"";width:.38rem;height:.7rem;margin-top:-.15rem;border:solid #fff;border-width:0 2px 2px 0;transform:rotate(45deg)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
footer{text-align:center;font-size:.85rem;color:#52606d;padding:0 1rem 2rem}`;

/**
 * The stylesheet of the alert pages: the site's own faces as the build emitted them (found in its assets by
 * the names fonts.ts gives them; without a build the fallbacks apply), then the layout.
 */
export function alertPageCss(clientDir: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(join(clientDir, 'assets'));
  } catch {
    // No build (the API alone in tests): the system fonts stand in.
  }
  const faces = SITE_FONTS.map((font) => {
    const stem = fontFileName(font, 'latin').replace(/\.woff2$/, '-');
    const file = files.find((name) => name.startsWith(stem) && name.endsWith('.woff2'));
    return file ? `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${font.weight};font-display:swap;src:url(/assets/${file}) format('woff2')}\n` : '';
  });
  return faces.join('') + LAYOUT_CSS;
}

// The company mark of ui/logo.tsx: the copper hexagon, the name and the ticker.
const LOGO = `<a class="logo" href="/"><svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><polygon points="20,2 36,11 36,29 20,38 4,29 4,11" fill="#b8622f"/><text x="20" y="26" text-anchor="middle" font-size="14" font-weight="700" fill="#fff" font-family="Arial, sans-serif">Cu</text></svg><span><strong>DISTRICT COPPER</strong><small>${escapeHtml(TICKER_TEXT)}</small></span></a>`;

/**
 * The few pages the alert links open (confirmed, check your inbox, unsubscribe): plain server HTML in
 * the site's layout, colours and type, with no script, so they work from any mail client's browser.
 */
export function alertPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${COMPANY_NAME}`)}</title>
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="${ALERT_PAGE_CSS_PATH}">
</head>
<body><header>${LOGO}</header>
<main><h1>${escapeHtml(title)}</h1>${body}</main>
<footer>&copy; ${escapeHtml(COMPANY_NAME)}</footer></body></html>`;
}
