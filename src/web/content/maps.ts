import type { ImageName } from '../../shared/image-catalog.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** A project map: title, description, type, scale, optional image. */
export interface ProjectMap {
  title: string;
  description: string;
  type: string;
  scale: string;
  image?: ImageName;
}

export interface MapGroup {
  project: string;
  href: string;
  maps: ProjectMap[];
}

/** Copper Keg has ten maps, Eaglehead three, Stony Lake two. */
export const mapGroups: MapGroup[] = [
  {
    project: 'Copper Keg Project',
    href: '/projects/copper-keg',
    maps: [
      { title: 'Property Location', description: 'Location of Copper Keg in British Columbia relative to the Highland Valley copper district, Kamloops and Vancouver.', type: 'Location', scale: 'Regional', image: 'map-copper-keg-01' },
      { title: 'Claim Map', description: 'The 23 mineral claims covering 6,628.12 hectares, with topography and access.', type: 'Claims', scale: 'Property', image: 'map-copper-keg-02' },
      { title: 'Regional Geology', description: 'Regional rock units and inferred faults around the property.', type: 'Geology', scale: 'Regional', image: 'map-copper-keg-03' },
      { title: 'Property Geology', description: 'Rock units and structures mapped within the claims.', type: 'Geology', scale: 'Property', image: 'map-copper-keg-04' },
      { title: 'IP Chargeability', description: 'Chargeability from the induced polarization survey.', type: 'Geophysics', scale: 'Property', image: 'map-copper-keg-05' },
      { title: 'Resistivity', description: 'Resistivity from the induced polarization survey.', type: 'Geophysics', scale: 'Property', image: 'map-copper-keg-06' },
      { title: 'Magnetics', description: 'Magnetic intensity over the property.', type: 'Geophysics', scale: 'Property', image: 'map-copper-keg-07' },
      { title: 'Rock Sample Results', description: 'Rock sample locations classed by relative copper content.', type: 'Geochemistry', scale: 'Property', image: 'map-copper-keg-08' },
      { title: 'Alteration', description: 'Alteration zones mapped on the property.', type: 'Alteration', scale: 'Property', image: 'map-copper-keg-09' },
      { title: 'Proposed Work', description: 'Planned detailed mapping and deep chargeability/resistivity survey lines.', type: 'Work Plan', scale: 'Property', image: 'map-copper-keg-10' },
    ],
  },
  {
    project: 'Eaglehead Project',
    href: '/projects/eaglehead',
    maps: [
      { title: 'Property Location', description: 'Location of Eaglehead in northern British Columbia, near Dease Lake.', type: 'Location', scale: 'Regional', image: 'map-eaglehead-01' },
      { title: 'Claims and Royalty Areas', description: 'The six claims covering 15,956 hectares and the three royalty areas.', type: 'Claims', scale: 'Property', image: 'map-eaglehead-02' },
      { title: 'Mineralized Zones', description: 'The five mineralized zones along a trend of about 8 km.', type: 'Mineralization', scale: 'Property', image: 'map-eaglehead-03' },
    ],
  },
  {
    project: 'Stony Lake Gold Project',
    href: '/projects/stony-lake',
    maps: [
      { title: 'Property Location', description: 'Location of Stony Lake in central Newfoundland.', type: 'Location', scale: 'Provincial', image: 'map-stony-lake-01' },
      { title: 'Gold Occurrences and Targets', description: 'The 18 gold occurrences along the 27 km strike across 13,625 hectares.', type: 'Targets', scale: 'Property', image: 'map-stony-lake-02' },
    ],
  },
];

/** Site search finds /projects/maps by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/projects/maps', content: [mapGroups] };
