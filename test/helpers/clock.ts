/** A clock tests move by hand, for the `clock` option of buildApp and the services. */
export function testClock(start = '2026-03-02T17:00:00Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;
