/**
 * A map view: a d3-geo projection fitted to a frame on the sheet, and the scale it has at the frame's
 * centre, measured on the projection itself so scale bars and graticules are true for that map.
 */
import { type GeoProjection, geoConicConformal, geoTransverseMercator } from 'd3-geo';
import { EARTH_RADIUS_KM } from './local-plane.ts';
import type { LonLat } from './places.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MapView {
  projection: GeoProjection;
  frame: Rect;
  /** Longitude/latitude at the frame's centre, where the scale bar is true. */
  centre: LonLat;
  /** Pixels per kilometre at the centre. */
  pxPerKm: number;
  /** Named on the sheet, e.g. "Lambert conformal conic 49°/57°N". */
  projectionName: string;
}

/**
 * Pixels per kilometre at a point: the projected length of a 10 km stretch of meridian centred on it.
 * The projections used here are conformal, so the scale is the same in every direction at a point.
 */
export function pxPerKmAt(projection: GeoProjection, [lon, lat]: LonLat): number {
  const halfDegrees = (5 / EARTH_RADIUS_KM) * (180 / Math.PI);
  const a = projection([lon, lat - halfDegrees])!;
  const b = projection([lon, lat + halfDegrees])!;
  return Math.hypot(b[0] - a[0], b[1] - a[1]) / 10;
}

function finish(projection: GeoProjection, frame: Rect, projectionName: string): MapView {
  projection.clipExtent([
    [frame.x, frame.y],
    [frame.x + frame.w, frame.y + frame.h],
  ]);
  const centre = projection.invert!([frame.x + frame.w / 2, frame.y + frame.h / 2]) as LonLat;
  return { projection, frame, centre, pxPerKm: pxPerKmAt(projection, centre), projectionName };
}

/**
 * A property-scale view: transverse Mercator on the property's meridian (as UTM is), centred on the
 * property, with `kmAcross` kilometres across the frame.
 */
export function propertyView(centre: LonLat, kmAcross: number, frame: Rect): MapView {
  const projection = geoTransverseMercator()
    .rotate([-centre[0], 0])
    .scale(1)
    .translate([0, 0]);
  const unitPerKm = pxPerKmAt(projection, centre);
  projection.scale(frame.w / kmAcross / unitPerKm);
  const at = projection(centre)!;
  projection.translate([frame.x + frame.w / 2 - at[0], frame.y + frame.h / 2 - at[1]]);
  return finish(projection, frame, `transverse Mercator, CM ${degrees(Math.round(centre[0] * 10) / 10, 'lon')}`);
}

export interface RegionBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** A regional view: Lambert conformal conic with the given standard parallels, fitted to a lon/lat box. */
export function conicView(box: RegionBox, parallels: [number, number], frame: Rect): MapView {
  const centralMeridian = (box.west + box.east) / 2;
  const projection = geoConicConformal()
    .parallels(parallels)
    .rotate([-centralMeridian, 0]);
  const outline: LonLat[] = [];
  for (let i = 0; i <= 20; i++) {
    const lon = box.west + ((box.east - box.west) * i) / 20;
    const lat = box.south + ((box.north - box.south) * i) / 20;
    outline.push([lon, box.south], [lon, box.north], [box.west, lat], [box.east, lat]);
  }
  projection.fitExtent(
    [
      [frame.x, frame.y],
      [frame.x + frame.w, frame.y + frame.h],
    ],
    { type: 'MultiPoint', coordinates: outline },
  );
  return finish(projection, frame, `Lambert conformal conic ${parallels[0]}°/${parallels[1]}°N`);
}

/** 50°40′N, 121°W: whole degrees when the value is whole, minutes otherwise. */
export function degrees(value: number, axis: 'lon' | 'lat', minutesDigits = 0): string {
  const hemisphere = axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  const abs = Math.abs(value);
  const whole = Math.floor(abs + 1e-9);
  const minutes = (abs - whole) * 60;
  if (minutes < 1e-6 || 60 - minutes < 1e-6) return `${Math.round(abs)}°${hemisphere}`;
  return `${whole}°${minutes.toFixed(minutesDigits).replace(/\.0+$/, '')}′${hemisphere}`;
}
