import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Frame {
  frame: string;
  selfMs: number;
  /** Share of the time the process was not idle. */
  share: number;
}

const where = (url: string) => {
  const path = url.replace(/^file:\/\//, '');
  const inPackages = path.lastIndexOf('node_modules/');
  return inPackages >= 0 ? path.slice(inPackages + 'node_modules/'.length) : path.startsWith('/') ? relative(process.cwd(), path) : path;
};

/** Now on the clock a CPU profile's timestamps use (the monotonic clock, in µs), in any process. */
export const profileClockUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * The frames that held the CPU longest themselves (not counting their callees) in the one
 * `.cpuprofile` that `node --cpu-prof --cpu-prof-dir=<dir>` wrote, samples of the same function merged.
 * Samples before `sinceUs` (profileClockUs) are left out: start-up is not what is measured.
 */
export function topSelfFrames(dir: string, count: number, sinceUs = 0): Frame[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const frameOf = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const name = callFrame.functionName || '(anonymous)';
    frameOf.set(id, callFrame.url ? `${name} ${where(callFrame.url)}:${callFrame.lineNumber + 1}` : name);
  }
  const selfUs = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < sinceUs) return;
    const frame = frameOf.get(id)!;
    selfUs.set(frame, (selfUs.get(frame) ?? 0) + delta);
  });
  selfUs.delete('(idle)');
  const busyUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, selfMs: us / 1000, share: us / busyUs }));
}
