/** A property's claim block drawn from its one lon/lat geometry, numbered and coloured by group. */
import { geoPath } from 'd3-geo';
import { claimFeatures, type Property } from '../geo/properties.ts';
import type { MapView } from '../geo/view.ts';
import { escapeHtml } from '../../../src/shared/escape-html.ts';
import { FONT, n, palette } from './kit.ts';

export interface ClaimStyle {
  /** Fill opacity; 0 draws outlines only over a thematic layer. */
  fill: number;
  labels: boolean;
  colors?: Record<string, string>;
}

export function claimsLayer(view: MapView, property: Property, style: ClaimStyle): { defs: string; body: string } {
  const path = geoPath(view.projection).digits(1);
  let body = `<g id="claims-${property.key}" data-claims="${property.claims.length}">`;
  for (const f of claimFeatures(property).features) {
    const color = style.colors?.[f.properties.group] ?? palette.copper;
    const stroke = style.colors ? color : palette.copperDark;
    body += `<path d="${path(f)}" fill="${color}" fill-opacity="${style.fill}" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/>`;
  }
  if (style.labels) {
    for (const f of claimFeatures(property).features) {
      const [x, y] = path.centroid(f);
      body += `<text x="${n(x)}" y="${n(y + 5)}" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="${palette.copperDark}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeHtml(f.properties.label)}</text>`;
    }
  }
  return { defs: '', body: `${body}</g>` };
}
