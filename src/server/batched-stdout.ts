/**
 * Log lines for stdout, written together: once 16 KB are waiting or 100 ms after the first of them,
 * and at exit. One write per line made the request log the cached path's largest cost (each write a
 * system call, and on a busy machine a point where the process loses its core). Writes to a pipe or a
 * file are synchronous on Linux, so what is written at exit is not lost; a process killed outright loses
 * at most the last 100 ms.
 */
export function batchedStdout(
  out: { write(text: string): unknown } = process.stdout,
  maxBytes = 16 * 1024,
  maxDelayMs = 100,
): { write(line: string): void } {
  let pending = '';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending === '') return;
    out.write(pending);
    pending = '';
  };
  process.on('exit', flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= maxBytes) flush();
      else timer ??= setTimeout(flush, maxDelayMs).unref();
    },
  };
}
