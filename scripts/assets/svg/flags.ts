/** National flags drawn to their official proportions and colours. */
import { n, svgDoc } from './kit.ts';

/** Canada 1:2, red #d52b1e, white square pale a quarter each side; leaf from the official construction (9600-unit grid). */
export function flagCanada(): string {
  const leaf =
    'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z';
  const body = `<rect width="300" height="150" fill="#d52b1e"/><rect x="75" width="150" height="150" fill="#ffffff"/><path d="${leaf}" fill="#d52b1e" transform="translate(150 75) scale(0.03125)"/>`;
  return svgDoc(300, 150, '', body);
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.382;
    pts.push(`${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`);
  }
  return `M${pts.join('L')}Z`;
}

/** United States: 10:19, 13 stripes, canton 7 stripes high and 0.76 of the height wide, 50 stars in 9 rows. */
export function flagUsa(): string {
  const h = 150;
  const w = 285;
  const stripe = h / 13;
  let body = `<rect width="${w}" height="${h}" fill="#ffffff"/>`;
  for (let i = 0; i < 13; i += 2) body += `<rect y="${n(i * stripe)}" width="${w}" height="${n(stripe)}" fill="#b22234"/>`;
  const cw = 0.76 * h;
  const ch = 7 * stripe;
  body += `<rect width="${n(cw)}" height="${n(ch)}" fill="#3c3b6e"/>`;
  let d = '';
  const r = (0.0616 * h) / 2;
  for (let row = 0; row < 9; row++) {
    const count = row % 2 === 0 ? 6 : 5;
    for (let col = 0; col < count; col++) {
      const x = (0.063 * h) * (1 + col * 2 + (row % 2));
      const y = 0.054 * h * (row + 1);
      d += star(x, y, r);
    }
  }
  return svgDoc(w, h, '', `${body}<path d="${d}" fill="#ffffff"/>`);
}

/** European Union: 2:3, twelve gold stars on a circle of radius a third of the height. */
export function flagEu(): string {
  const h = 150;
  const w = 225;
  let d = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    d += star(w / 2 + Math.sin(a) * (h / 3), h / 2 - Math.cos(a) * (h / 3), h / 18);
  }
  return svgDoc(w, h, '', `<rect width="${w}" height="${h}" fill="#003399"/><path d="${d}" fill="#ffcc00"/>`);
}
