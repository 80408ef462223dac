/** Places a complete SVG drawing (e.g. a flag) inside another at a given box. */
export function embed(svg: string, x: number, y: number, w: number, h: number, extra = ''): string {
  return svg.replace(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="[\d.]+" height="[\d.]+"/, `<svg x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none"${extra}`);
}
