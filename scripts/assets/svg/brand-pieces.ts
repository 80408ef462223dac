/** The logo with ticker text, the corporate-presentation cover and the social preview card. */
import { COMPANY_NAME, SOCIAL_CARD, TICKER_TEXT } from '../../../src/shared/site.ts';
import { seeded } from '../prng.ts';
import { contourPaths, hillField, levelsBetween } from './contours.ts';
import { FONT, linear, palette, radial, svgDoc, text } from './kit.ts';

export function hexMark(x: number, y: number, size: number): string {
  const s = size / 40;
  const pts = [[20, 3], [35, 11.5], [35, 28.5], [20, 37], [5, 28.5], [5, 11.5]].map(([px, py]) => `${x + px! * s},${y + py! * s}`).join(' ');
  return `<polygon points="${pts}" fill="${palette.copper}"/><text x="${x + 20 * s}" y="${y + 25.5 * s}" text-anchor="middle" font-size="${13 * s}" font-weight="700" fill="#ffffff" font-family="${FONT}">Cu</text>`;
}

/** The header logo's pieces (mark, company name, 'TSX Venture: DCOP') in a 320 x 64 box. */
export function logoBody(tone: 'light' | 'dark'): string {
  const name = tone === 'light' ? palette.ink : palette.white;
  const ticker = tone === 'light' ? palette.copperDark : palette.copperLight;
  return `${hexMark(0, 2, 60)}${text(70, 30, 'DISTRICT COPPER', { size: 22, fill: name, weight: 700, spacing: 1 })}${text(70, 53, TICKER_TEXT, { size: 15, fill: ticker, weight: 700 })}`;
}

/** Header logo; its text colours suit light backgrounds. */
export function logoSvg(): string {
  return svgDoc(320, 64, '', logoBody('light'));
}

function contourBackdrop(seed: string, w: number, h: number): { defs: string; body: string } {
  const field = hillField(seeded(seed), w, h, 9);
  const lines = contourPaths(field, w, h, levelsBetween(-0.1, 1.1, 26), 14)
    .map((d, i) => `<path d="${d}" fill="none" stroke="${palette.copperLight}" stroke-width="${i % 5 === 0 ? 2 : 1}" opacity="${i % 5 === 0 ? 0.45 : 0.22}"/>`)
    .join('');
  const defs = radial(`${seed}-bg`, [[0, palette.slate], [1, palette.night]], 0.75, 0.3, 0.9) + linear(`${seed}-bar`, [[0, palette.copper], [1, palette.copperDark]], [0, 0, 1, 0]);
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#${seed}-bg)"/>${lines}` };
}

/** 16:9 by default; a taller page keeps the header at the top and centres the title block. */
export function presentationCover(h = 900): string {
  const w = 1600;
  const dy = (h - 900) / 2;
  const b = contourBackdrop('cover', w, h);
  let body = `${b.body}<rect x="0" y="${h - 16}" width="${w}" height="16" fill="url(#cover-bar)"/>`;
  body += hexMark(110, 110, 110);
  body += text(240, 160, COMPANY_NAME.toUpperCase(), { size: 34, fill: '#ffffff', weight: 700, spacing: 3 });
  body += text(240, 202, TICKER_TEXT, { size: 26, fill: palette.copperLight, weight: 700 });
  body += text(110, 470 + dy, 'Corporate Presentation', { size: 84, fill: '#ffffff', weight: 700 });
  body += text(110, 545 + dy, "Meeting North America's Copper and Critical Minerals Demand", { size: 34, fill: '#e6ebef' });
  body += `<rect x="110" y="${600 + dy}" width="120" height="6" fill="${palette.copper}"/>`;
  body += text(110, 660 + dy, 'May 2025', { size: 32, fill: palette.copperLight, weight: 700 });
  return svgDoc(w, h, b.defs, body);
}

export function socialCard(): string {
  const { width: w, height: h } = SOCIAL_CARD;
  const b = contourBackdrop('og', w, h);
  let body = `${b.body}<rect x="0" y="${h - 14}" width="${w}" height="14" fill="url(#og-bar)"/>`;
  body += hexMark(80, 90, 100);
  body += text(200, 136, COMPANY_NAME.toUpperCase(), { size: 32, fill: '#ffffff', weight: 700, spacing: 2 });
  body += text(200, 176, TICKER_TEXT, { size: 24, fill: palette.copperLight, weight: 700 });
  body += text(80, 350, "Meeting North America's Copper", { size: 56, fill: '#ffffff', weight: 700 });
  body += text(80, 420, 'and Critical Minerals Demand', { size: 56, fill: '#ffffff', weight: 700 });
  body += text(80, 500, 'Copper and gold exploration in British Columbia and Newfoundland', { size: 26, fill: '#c9d2da' });
  return svgDoc(w, h, b.defs, body);
}
