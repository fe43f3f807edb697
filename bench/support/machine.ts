// How busy the rest of the machine was while the benchmark ran: the CPU time every process
// used (/proc/stat) less what this process and its children (the embedded PostgreSQL, whose
// postmaster also accounts for its exited backends) used. The load average cannot tell the two
// apart: the benchmark keeps both cores of the machine busy itself. Linux only; elsewhere
// nothing is reported.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface CpuSnapshot { at: number; all: number; busy: number; own: number }

/** Clock ticks: every CPU's, the busy ones, and this process tree's. */
export function cpuSnapshot(): CpuSnapshot | undefined {
  try {
    // cpu user nice system idle iowait irq softirq steal ...
    const t = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const all = t.slice(0, 8).reduce((a, b) => a + b, 0);
    const busy = all - t[3]! - t[4]!;
    const stats = new Map<number, { ppid: number; ticks: number }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // After the command name in parentheses: state ppid ... utime(14) stime cutime cstime.
        const text = readFileSync(`/proc/${name}/stat`, 'utf8');
        const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
      } catch {
        // The process ended while the list was read.
      }
    }
    const mine = new Set([process.pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, s] of stats) {
        if (mine.has(pid) || !mine.has(s.ppid)) continue;
        mine.add(pid);
        grew = true;
      }
    }
    const own = [...mine].reduce((a, pid) => a + (stats.get(pid)?.ticks ?? 0), 0);
    return { at: performance.now(), all, busy, own };
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of one CPU, from the ticks every CPU counted between two snapshots. */
const ticksPerSecond = (a: CpuSnapshot, b: CpuSnapshot) => (b.all - a.all) / ((b.at - a.at) / 1000) / cpus().length;

/** CPU seconds this process tree used between two snapshots. */
export function ownSeconds(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined): number | undefined {
  if (!a || !b || b.at <= a.at) return undefined;
  return (b.own - a.own) / ticksPerSecond(a, b);
}

/** Cores the other processes of the machine kept busy on average between two snapshots. */
export function otherCores(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined): number | undefined {
  if (!a || !b || b.at <= a.at) return undefined;
  return Math.max(0, (b.busy - a.busy) - (b.own - a.own)) / ticksPerSecond(a, b) / ((b.at - a.at) / 1000);
}

/** How fast the machine ran a fixed piece of work, timed once a second in this process (which
 * only waits for the harness meanwhile): a shared machine's speed changes by a third for
 * minutes at a time with nothing of ours changing (seen here), which no process list shows.
 * The work is about 10 ms of one core. */
export class SpeedProbe {
  private readonly samples: Array<{ at: number; ms: number }> = [];
  private readonly timer: NodeJS.Timeout;
  private sink = 0;

  constructor() {
    this.work(); // compiled before it is timed
    this.timer = setInterval(() => this.samples.push({ at: performance.now(), ms: this.work() }), 1000);
    this.timer.unref();
  }

  /** The lower quartile of the work's times (ms) between `from` and `to` (performance.now()):
   * half of a round the harness keeps both cores busy itself (8 connections), and the probe then
   * times that contention; the faster quarter is the time with a core to itself. */
  quartile(from: number, to: number): number | undefined {
    const ms = this.samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.ms).sort((a, b) => a - b);
    return ms.length ? ms[ms.length >> 2] : undefined;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private work(): number {
    const start = performance.now();
    let x = this.sink;
    for (let i = 0; i < 1_500_000; i++) x = (x * 31 + i) % 1_000_003;
    this.sink = x;
    return performance.now() - start;
  }
}
