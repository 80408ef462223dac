/**
 * Towns, mines and ports at their real coordinates (longitude, latitude, WGS 84), for location maps.
 * Label side says where the name goes so names on one map do not collide.
 */
export type LonLat = [number, number];
export type Side = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

export interface Place {
  name: string;
  at: LonLat;
  kind: 'capital' | 'city' | 'town' | 'mine' | 'port';
}

export const PLACES = {
  vancouver: { name: 'Vancouver', at: [-123.12, 49.28], kind: 'city' },
  victoria: { name: 'Victoria', at: [-123.37, 48.43], kind: 'capital' },
  kamloops: { name: 'Kamloops', at: [-120.33, 50.67], kind: 'city' },
  loganLake: { name: 'Logan Lake', at: [-120.81, 50.49], kind: 'town' },
  merritt: { name: 'Merritt', at: [-120.79, 50.11], kind: 'town' },
  highlandValley: { name: 'Highland Valley Copper mine', at: [-121.05, 50.48], kind: 'mine' },
  princeGeorge: { name: 'Prince George', at: [-122.75, 53.92], kind: 'city' },
  princeRupert: { name: 'Prince Rupert', at: [-130.32, 54.31], kind: 'port' },
  terrace: { name: 'Terrace', at: [-128.6, 54.52], kind: 'town' },
  smithers: { name: 'Smithers', at: [-127.17, 54.78], kind: 'town' },
  deaseLake: { name: 'Dease Lake', at: [-130.0, 58.44], kind: 'town' },
  fortStJohn: { name: 'Fort St. John', at: [-120.85, 56.25], kind: 'town' },
  whitehorse: { name: 'Whitehorse', at: [-135.05, 60.72], kind: 'capital' },
  edmonton: { name: 'Edmonton', at: [-113.49, 53.55], kind: 'capital' },
  calgary: { name: 'Calgary', at: [-114.07, 51.05], kind: 'city' },
  seattle: { name: 'Seattle', at: [-122.33, 47.61], kind: 'city' },
  stJohns: { name: 'St. John’s', at: [-52.71, 47.56], kind: 'capital' },
  gander: { name: 'Gander', at: [-54.61, 48.96], kind: 'town' },
  grandFalls: { name: 'Grand Falls-Windsor', at: [-55.66, 48.93], kind: 'town' },
  cornerBrook: { name: 'Corner Brook', at: [-57.95, 48.95], kind: 'city' },
  deerLake: { name: 'Deer Lake', at: [-57.43, 49.17], kind: 'town' },
  portAuxBasques: { name: 'Channel-Port aux Basques', at: [-59.14, 47.57], kind: 'port' },
  botwood: { name: 'Botwood', at: [-55.35, 49.14], kind: 'port' },
  toronto: { name: 'Toronto', at: [-79.38, 43.65], kind: 'capital' },
  ottawa: { name: 'Ottawa', at: [-75.7, 45.42], kind: 'city' },
  sudbury: { name: 'Sudbury', at: [-80.99, 46.49], kind: 'city' },
  timmins: { name: 'Timmins', at: [-81.33, 48.48], kind: 'city' },
  kirklandLake: { name: 'Kirkland Lake', at: [-80.03, 48.15], kind: 'town' },
  matachewan: { name: 'Matachewan', at: [-80.64, 47.94], kind: 'town' },
  thunderBay: { name: 'Thunder Bay', at: [-89.25, 48.38], kind: 'port' },
  montreal: { name: 'Montréal', at: [-73.57, 45.5], kind: 'city' },
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;
