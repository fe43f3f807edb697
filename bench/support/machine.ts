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

/** Cores the other processes of the machine kept busy on average between two snapshots. */
export function otherCores(a: CpuSnapshot | undefined, b: CpuSnapshot | undefined): number | undefined {
  if (!a || !b || b.at <= a.at) return undefined;
  const ticksPerSecond = (b.all - a.all) / ((b.at - a.at) / 1000) / cpus().length;
  return Math.max(0, (b.busy - a.busy) - (b.own - a.own)) / ticksPerSecond / ((b.at - a.at) / 1000);
}
