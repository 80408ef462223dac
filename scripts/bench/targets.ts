interface Checked {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

/**
 * The targets one bench script checks. Every number is printed, met or not; the script then exits 1
 * when any target was missed, so `npm run bench` fails on a regression instead of only reporting it.
 */
export class Targets {
  readonly #checked: Checked[] = [];

  check(name: string, measured: string, target: string, met: boolean): void {
    this.#checked.push({ name, measured, target, met });
  }

  /** Prints the table and sets the exit code; returns whether every target was met. */
  report(): boolean {
    console.log('\ntargets');
    for (const { name, measured, target, met } of this.#checked) {
      console.log(`${met ? 'met   ' : 'MISSED'} ${name.padEnd(52)} ${measured.padStart(14)}   target ${target}`);
    }
    const missed = this.#checked.filter((c) => !c.met).length;
    if (missed > 0) {
      console.log(`${missed} of ${this.#checked.length} targets missed`);
      process.exitCode = 1;
    }
    return missed === 0;
  }
}
