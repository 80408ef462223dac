import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { CATALOG_ART } from './assets/svg/catalog-art.ts';
for (const name of process.argv.slice(2)) {
  const t = Date.now();
  const svg = (CATALOG_ART as any)[name]();
  writeFileSync(`/tmp/maps/${name}.svg`, svg);
  await sharp(Buffer.from(svg)).png().toFile(`/tmp/maps/${name}.png`);
  console.log(name, svg.length, Date.now() - t, 'ms');
}
