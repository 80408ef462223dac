import proj4, { type Converter } from 'proj4';
import { CRS_PATTERN } from '../../../shared/drilling.ts';

const converters = new Map<string, Converter>();
const SUPPORTED = new RegExp(CRS_PATTERN);

/**
 * The proj4 definition of a supported system: UTM north, zone from the code's last two digits, on NAD83
 * (EPSG:269zz) or WGS 84 (EPSG:326zz). NAD83 goes to WGS 84 with a null transformation, as PROJ does when
 * no grid is installed (the two differ by about a metre in British Columbia, below what a collar map shows).
 */
function utmDefinition(crs: string): string {
  if (!SUPPORTED.test(crs)) throw new Error(`Unsupported coordinate system ${crs}`);
  const zone = Number(crs.slice(-2));
  return `+proj=utm +zone=${zone} +datum=${crs.startsWith('EPSG:269') ? 'NAD83' : 'WGS84'} +units=m +no_defs`;
}

function converter(crs: string): Converter {
  let found = converters.get(crs);
  if (!found) {
    found = proj4(utmDefinition(crs), 'WGS84');
    converters.set(crs, found);
  }
  return found;
}

/** A point of the program's UTM system in WGS 84 longitude and latitude (degrees). */
export function toWgs84(crs: string, easting: number, northing: number): { lon: number; lat: number } {
  const [lon, lat] = converter(crs).forward([easting, northing]);
  return { lon: lon!, lat: lat! };
}
