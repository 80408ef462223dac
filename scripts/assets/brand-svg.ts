/** The copper hexagon mark, drawn once and reused for the favicon set. */
export function markSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="6" fill="#0e1a24"/>
  <polygon points="20,3 35,11.5 35,28.5 20,37 5,28.5 5,11.5" fill="#b8622f"/>
  <text x="20" y="25.5" text-anchor="middle" font-size="13" font-weight="700" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif">Cu</text>
</svg>`;
}
