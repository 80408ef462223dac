/** Kilometre offsets on a local tangent plane around a centre point, converted to longitude/latitude. */
import type { LonLat } from './places.ts';

/** Mean Earth radius (IUGG), the radius d3-geo distances and @turf/area use. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export function offset([lon, lat]: LonLat, eastKm: number, northKm: number): LonLat {
  const lat1 = lat + northKm / KM_PER_DEGREE;
  const midLat = ((lat + lat1) / 2) * (Math.PI / 180);
  return [lon + eastKm / (KM_PER_DEGREE * Math.cos(midLat)), lat1];
}

/** Rotates a plane offset by a bearing in degrees clockwise from north (0 keeps north up). */
export function rotate([east, north]: [number, number], bearing: number): [number, number] {
  const t = (bearing * Math.PI) / 180;
  return [east * Math.cos(t) + north * Math.sin(t), -east * Math.sin(t) + north * Math.cos(t)];
}

/**
 * A clockwise ring (the winding d3-geo reads as "inside") of a km rectangle, given by its
 * north-west corner offset and size, rotated about the centre.
 */
export function rectangle(centre: LonLat, west: number, north: number, widthKm: number, heightKm: number, bearing = 0): LonLat[] {
  const corners: [number, number][] = [
    [west, north],
    [west + widthKm, north],
    [west + widthKm, north - heightKm],
    [west, north - heightKm],
  ];
  const ring = corners.map((c) => {
    const [e, n] = rotate(c, bearing);
    return offset(centre, e, n);
  });
  return [...ring, ring[0]!];
}
