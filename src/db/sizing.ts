// The embedded PostgreSQL's memory and planner settings, sized to the machine it runs on (its
// memory, lowered to its cgroup's limit, and its cores) instead of PostgreSQL's defaults, which
// are made for a machine of 2005 (shared_buffers 128MB, work_mem 4MB). The rule assumes the
// machine serves netinv: PostgreSQL takes a quarter of the memory for its buffers and counts on
// the operating system to cache most of the rest. EMBEDDED_PG_SETTINGS overrides any of them.
//
// Durability is never traded here: fsync, synchronous_commit and full_page_writes keep their
// defaults (on) unless EMBEDDED_PG_SETTINGS names them.
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

export interface Machine {
  /** Bytes usable: the physical memory, or the cgroup's limit when lower. */
  memory: number;
  cores: number;
}

const MB = 1024 ** 2;
const GB = 1024 ** 3;

function readNumber(path: string): number | undefined {
  try {
    const n = Number(readFileSync(path, 'utf8').trim());
    return Number.isFinite(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/** `cpu.max` of cgroup v2: "<quota> <period>", or "max <period>" when unlimited. */
function cgroupCores(text: string | undefined): number | undefined {
  const [quota, period] = (text ?? '').trim().split(/\s+/).map(Number);
  return quota && period ? Math.max(1, Math.ceil(quota / period)) : undefined;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** This machine as a container sees it: cgroup v2 (memory.max, cpu.max), else v1's memory limit. */
export function thisMachine(root = '/sys/fs/cgroup'): Machine {
  // v1 reports "no limit" as a number near 2^63; v2 as the word max (Number('max') is NaN).
  const limit = readNumber(`${root}/memory.max`) ?? readNumber(`${root}/memory/memory.limit_in_bytes`);
  const memory = Math.min(totalmem(), limit ?? Infinity);
  const cores = Math.min(availableParallelism(), cgroupCores(readText(`${root}/cpu.max`)) ?? Infinity);
  return { memory, cores };
}

/** Bytes as PostgreSQL reads a memory setting: whole MB (GB when exact). */
function size(bytes: number): string {
  const mb = Math.max(1, Math.floor(bytes / MB));
  return mb % 1024 === 0 ? `${mb / 1024}GB` : `${mb}MB`;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** PostgreSQL's default max_connections, which the rule leaves alone (pools of 10 per API process). */
const MAX_CONNECTIONS = 100;

/** The settings the rule chooses for `machine` (docs/production.md, "PostgreSQL sizing"). */
export function sizedSettings(machine: Machine): Record<string, string> {
  const { memory, cores } = machine;
  const sharedBuffers = clamp(memory / 4, 128 * MB, 16 * GB);
  return {
    shared_buffers: size(sharedBuffers),
    effective_cache_size: size(memory * 3 / 4),
    // A sort or hash may take this much, several per query, a query per connection: the memory
    // left after shared_buffers, shared by three per connection.
    work_mem: size(clamp((memory - sharedBuffers) / (MAX_CONNECTIONS * 3), 4 * MB, 64 * MB)),
    maintenance_work_mem: size(clamp(memory / 16, 64 * MB, 2 * GB)),
    // Room between checkpoints for a bulk load through the API: fewer checkpoints, fewer full-page images.
    max_wal_size: size(clamp(memory / 4, 1 * GB, 8 * GB)),
    min_wal_size: size(clamp(memory / 16, 80 * MB, 1 * GB)),
    // Solid-state storage: a random page costs little more than a sequential one, and many reads
    // may be in flight at once.
    random_page_cost: '1.1',
    effective_io_concurrency: '200',
    max_parallel_workers_per_gather: String(clamp(Math.floor(cores / 2), 0, 4)),
    max_parallel_workers: String(cores),
    // netinv's statements are short: compiling one costs more than it saves, yet the planner's
    // cost estimate of a 1,000-row page with its nested lists can cross JIT's threshold.
    jit: 'off',
  };
}

export class SizingError extends Error {}

/**
 * EMBEDDED_PG_SETTINGS' text: comma-separated name=value pairs of PostgreSQL settings. Only the
 * form is checked here; PostgreSQL itself rejects an unknown name or a bad value at start.
 */
export function parseSettings(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([a-z_][a-z0-9_.]*)\s*=\s*(\S(?:.*\S)?)$/i.exec(item);
    if (!m) throw new SizingError(`expected name=value pairs separated by commas (e.g. shared_buffers=2GB,work_mem=16MB), got ${JSON.stringify(item)}`);
    out[m[1]!.toLowerCase()] = m[2]!;
  }
  return out;
}

/** The rule's settings for `machine` with `overrides` on top. */
export function embeddedSettings(machine: Machine, overrides: Record<string, string>): Record<string, string> {
  return { ...sizedSettings(machine), ...overrides };
}
