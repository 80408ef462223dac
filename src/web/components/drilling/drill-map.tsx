import { styled } from 'styled-components';
import type { PublicHole } from '../../../shared/drilling.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';

const Figure = styled.figure`
  margin: 0 0 1.5rem;
  max-width: 720px;
  svg { width: 100%; height: auto; background: ${colors.surfaceAlt}; border: 1px solid ${colors.line}; border-radius: ${radius.sm}; }
  figcaption { font-size: 0.85rem; color: ${colors.muted}; margin-top: 0.5rem; }
  a:focus-visible circle { stroke: ${colors.focus}; stroke-width: 4; }
`;

const WIDTH = 600;
const HEIGHT = 380;
const PAD = 48;
const METRES_PER_DEGREE = 111_320;

/** Round lengths a scale bar shows. */
const SCALES = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];

/**
 * The project's collars and hole traces in plan (from their WGS 84 positions), each collar a link to the
 * release that disclosed it. Local metres east and north of the holes' middle: at a project's size the
 * equirectangular view is true to well under a metre per kilometre.
 */
export function DrillMap({ holes, project }: { holes: PublicHole[]; project: string }) {
  const points = holes.flatMap((hole) => [{ lon: hole.lon, lat: hole.lat }, ...hole.trace]);
  const lat0 = (Math.min(...points.map((p) => p.lat)) + Math.max(...points.map((p) => p.lat))) / 2;
  const lon0 = (Math.min(...points.map((p) => p.lon)) + Math.max(...points.map((p) => p.lon))) / 2;
  const local = (p: { lon: number; lat: number }) => ({
    x: (p.lon - lon0) * METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180),
    y: (p.lat - lat0) * METRES_PER_DEGREE,
  });
  const spread = points.map(local);
  const halfWidth = Math.max(50, ...spread.map((p) => Math.abs(p.x)));
  const halfHeight = Math.max(50, ...spread.map((p) => Math.abs(p.y)));
  const scale = Math.min((WIDTH / 2 - PAD) / halfWidth, (HEIGHT / 2 - PAD) / halfHeight);
  const at = (p: { lon: number; lat: number }) => {
    const { x, y } = local(p);
    return { x: WIDTH / 2 + x * scale, y: HEIGHT / 2 - y * scale };
  };
  const bar = SCALES.filter((metres) => metres * scale <= WIDTH / 4).at(-1) ?? SCALES[0]!;
  return (
    <Figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-labelledby="drill-map-caption" data-drill-map={project}>
        {holes.map((hole) => (
          <polyline
            key={`trace-${hole.holeId}`}
            points={hole.trace.map((p) => {
              const { x, y } = at(p);
              return `${x.toFixed(1)},${y.toFixed(1)}`;
            }).join(' ')}
            fill="none"
            stroke={colors.slate}
            strokeWidth={2}
            strokeLinecap="round"
          />
        ))}
        {holes.map((hole) => {
          const { x, y } = at(hole);
          return (
            <a key={hole.holeId} href={`/articles/${encodeURIComponent(hole.release.slug)}`} aria-label={`Hole ${hole.holeId}, disclosed in ${hole.release.title}`} data-collar={hole.holeId}>
              <title>{`${hole.holeId}: ${hole.release.title}`}</title>
              <circle cx={x.toFixed(1)} cy={y.toFixed(1)} r={7} fill={colors.copper} stroke={colors.surface} strokeWidth={2} />
              <text x={(x + 10).toFixed(1)} y={(y - 10).toFixed(1)} fontSize={20} fill={colors.ink} fontWeight={600}>
                {hole.holeId}
              </text>
            </a>
          );
        })}
        <g fill={colors.ink} fontSize={14}>
          <path d={`M ${WIDTH - 32} 52 l 8 -24 l 8 24 l -8 -6 z`} />
          <text x={WIDTH - 24} y={70} textAnchor="middle">N</text>
          <rect x={24} y={HEIGHT - 28} width={bar * scale} height={6} />
          <text x={24} y={HEIGHT - 36}>{bar >= 1000 ? `${bar / 1000} km` : `${bar} m`}</text>
        </g>
      </svg>
      <figcaption id="drill-map-caption">
        Drill collars (dots) and hole traces in plan view, from their surveys. Each collar links to the release that disclosed it.
      </figcaption>
    </Figure>
  );
}
