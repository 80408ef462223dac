/** One drawing per name in the image catalog; the Record type makes a missing name a compile error. */
import { IMAGES, type ImageName } from '../../../src/shared/image-catalog.ts';
import { gateway, infrastructure, policy, stability } from './advantages.ts';
import { presentationCover } from './brand-pieces.ts';
import { contactMap } from './contact-map.ts';
import { coreTrayScene } from './core-trays.ts';
import { flagCanada, flagEu, flagUsa } from './flags.ts';
import { aerialForest, coreTrays, dawnRidges, nightRig, openPit, topoContours } from './hero-scenes.ts';
import { figure } from './figures.ts';
import { MAPS, mapFigure } from './maps.ts';
import { outcropTexture, RELIEF, type ReliefStyle, reliefScene } from './relief.ts';

type Art = () => string;

const size = (name: ImageName) => IMAGES[name];
const relief = (name: ImageName, style: ReliefStyle): Art => () => reliefScene(name, size(name).width, size(name).height, style);
const map = (name: ImageName, fig: number): Art => () => mapFigure(name, MAPS[name]!, size(name).width, size(name).height, `Figure ${fig}`);

export const CATALOG_ART: Record<ImageName, Art> = {
  'hero-1': dawnRidges,
  'hero-2': () => openPit(),
  'hero-3': coreTrays,
  'hero-4': () => topoContours(),
  'hero-5': () => nightRig(),
  'hero-6': aerialForest,
  'advantage-gateway': gateway,
  'advantage-infrastructure': infrastructure,
  'advantage-policy': policy,
  'advantage-stability': stability,
  'flag-canada': flagCanada,
  'flag-usa': flagUsa,
  'flag-eu': flagEu,
  'project-copper-keg': relief('project-copper-keg', RELIEF.plateau),
  'project-stony-lake': relief('project-stony-lake', RELIEF.barrens),
  'project-eaglehead': relief('project-eaglehead', RELIEF.alpine),
  'project-matachewan': relief('project-matachewan', RELIEF.shield),
  'copper-keg-geophysics': () => figure('copper-keg-geophysics'),
  'copper-keg-rock-samples': () => figure('copper-keg-rock-samples'),
  'copper-keg-alteration': () => figure('copper-keg-alteration'),
  'copper-keg-program': relief('copper-keg-program', { ...RELIEF.plateau, seed: 5 }),
  'eaglehead-gallery-1': () => outcropTexture('eaglehead-gallery-1', 1600, 1000),
  'eaglehead-gallery-2': () => coreTrayScene('eaglehead-gallery-2', 1600, 1000),
  'eaglehead-gallery-3': () => figure('eaglehead-gallery-3'),
  'matachewan-location': () => figure('matachewan-location'),
  'matachewan-geology': () => figure('matachewan-geology'),
  'gallery-exploration-camp': relief('gallery-exploration-camp', { ...RELIEF.plateau, seed: 29 }),
  'gallery-landscape': relief('gallery-landscape', { ...RELIEF.barrens, seed: 8 }),
  'gallery-core-samples': () => coreTrayScene('gallery-core-samples', 1600, 1067),
  'gallery-operations': () => outcropTexture('gallery-operations', 1600, 1067),
  'presentation-cover': presentationCover,
  'contact-map': contactMap,
  'map-copper-keg-01': map('map-copper-keg-01', 1),
  'map-copper-keg-02': map('map-copper-keg-02', 2),
  'map-copper-keg-03': map('map-copper-keg-03', 3),
  'map-copper-keg-04': map('map-copper-keg-04', 4),
  'map-copper-keg-05': map('map-copper-keg-05', 5),
  'map-copper-keg-06': map('map-copper-keg-06', 6),
  'map-copper-keg-07': map('map-copper-keg-07', 7),
  'map-copper-keg-08': map('map-copper-keg-08', 8),
  'map-copper-keg-09': map('map-copper-keg-09', 9),
  'map-copper-keg-10': map('map-copper-keg-10', 10),
  'map-eaglehead-01': map('map-eaglehead-01', 1),
  'map-eaglehead-02': map('map-eaglehead-02', 2),
  'map-eaglehead-03': map('map-eaglehead-03', 3),
  'map-stony-lake-01': map('map-stony-lake-01', 1),
  'map-stony-lake-02': map('map-stony-lake-02', 2),
};
