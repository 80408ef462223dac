import { readFile, writeFile } from 'node:fs/promises';

/** A process's kB lines from /proc, in MB: resident now, and the peak since the peak was last reset. */
export async function memory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (Linux: "5" to clear_refs), so the next peak is this phase's own. */
export const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** Linux's clock ticks a second (USER_HZ), in which /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system) a process has used, in ms: what a request costs the server, which a busy
 * machine's load changes far less than the requests per second it allows.
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
