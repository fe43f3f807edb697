// A few worker threads that run untrusted text (webhook templates, condition regexes) away
// from the thread serving the API, each request with a hard deadline (of the thread's CPU
// time) and a memory cap: a thread still busy at the deadline is terminated wherever it is
// (inside one filter call too), one that outgrows its heap dies, and a fresh one takes its place on the next request.
// Threads start on first use and do not keep the process alive; close() ends them (the
// workers' stop()), and later requests start new ones.
import { Worker } from 'node:worker_threads';
import { MEMORY_LIMIT_MB, RENDER_LIMIT_MS } from './template-limits.ts';

export type SandboxRequest =
  | { id: number; op: 'parse'; texts: string[] }
  | { id: number; op: 'render'; texts: string[]; context: string }
  | { id: number; op: 'pattern'; texts: string[] };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** One result per text: its output, or the error it met. */
export interface SandboxReply {
  id: number;
  results: Array<{ value: string } | { error: string }>;
}

/** A request ended by the deadline or the memory cap; `deterministic`: the same text would
 * meet it again. */
export class SandboxLimitError extends Error {
  constructor(message: string, readonly deterministic = true) {
    super(message);
  }
}

/** Threads at most: requests beyond them wait for one to be free, not against the deadline. */
const THREADS = 2;
/** A thread that has not loaded its modules by then is given up (a broken installation). */
const START_LIMIT_MS = 30_000;

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

const slots: Array<Thread | null> = [];
const busy = new Set<number>();
const waiting: Array<(slot: number) => void> = [];
let nextId = 1;

function spawn(): Thread {
  const worker = new Worker(new URL('./sandbox-thread.ts', import.meta.url), {
    // Node strips the thread's types itself where it can (22.18 and later), without a loader;
    // an older Node keeps the process's own (tsx). No environment: nothing to leak.
    execArgv: (process.features as { typescript?: unknown }).typescript ? [] : process.execArgv,
    env: {},
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The template sandbox did not start.')), START_LIMIT_MS);
    timer.unref();
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
  ready.catch(() => undefined);
  return { worker, ready };
}

async function acquire(): Promise<number> {
  for (let i = 0; i < THREADS; i++) {
    if (!busy.has(i)) {
      busy.add(i);
      return i;
    }
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: number): void {
  const next = waiting.shift();
  if (next) next(slot);
  else busy.delete(slot);
}

function discard(slot: number): void {
  const thread = slots[slot];
  slots[slot] = null;
  if (thread) void thread.worker.terminate();
}

/** Runs `request` (its id assigned here) on a free thread; throws SandboxLimitError at the
 * deadline or the memory cap. */
export async function runInSandbox(request: WithoutId<SandboxRequest>): Promise<SandboxReply['results']> {
  const slot = await acquire();
  try {
    let thread = slots[slot];
    if (!thread) thread = slots[slot] = spawn();
    try {
      await thread.ready;
    } catch (e) {
      discard(slot);
      throw e;
    }
    return await exchange(slot, thread.worker, { ...request, id: nextId++ } as SandboxRequest);
  } finally {
    release(slot);
  }
}

/** A request ends after RENDER_LIMIT_MS of its thread's CPU time, so that a busy machine
 * starving the thread does not fail a template that would have fitted (that failure is not
 * retried), and after WALL_LIMIT_MS whatever the CPU time (that one is retried). */
const WALL_LIMIT_MS = RENDER_LIMIT_MS * 10;

/** Milliseconds of CPU the thread has used; null where Node cannot tell (before 22.19). */
async function cpuMs(worker: Worker): Promise<number | null> {
  const usage = (worker as Worker & { cpuUsage?: () => Promise<{ user: number; system: number }> }).cpuUsage;
  if (typeof usage !== 'function') return null;
  const { user, system } = await usage.call(worker);
  return (user + system) / 1000;
}

function exchange(slot: number, worker: Worker, request: SandboxRequest): Promise<SandboxReply['results']> {
  const started = Date.now();
  // Asked as the request is posted (the deadline's timer keeps the process alive meanwhile).
  const cpuAtStart = cpuMs(worker).catch(() => null);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      fn();
    };
    const end = (error: SandboxLimitError) => settle(() => {
      discard(slot);
      reject(error);
    });
    const check = async () => {
      const base = await cpuAtStart;
      const cpu = base === null ? null : await cpuMs(worker).catch(() => null);
      if (settled) return;
      const used = cpu === null ? Date.now() - started : cpu - base!;
      if (used >= RENDER_LIMIT_MS * 0.95) end(new SandboxLimitError(`exceeded its time limit of ${RENDER_LIMIT_MS} ms`));
      else if (Date.now() - started >= WALL_LIMIT_MS) end(new SandboxLimitError(`was not given the CPU time to finish within ${WALL_LIMIT_MS} ms (the machine is busy)`, false));
      else timer = setTimeout(check, Math.max(20, Math.min(RENDER_LIMIT_MS - used, WALL_LIMIT_MS - (Date.now() - started))));
    };
    let timer = setTimeout(check, RENDER_LIMIT_MS);
    const onMessage = (reply: SandboxReply) => {
      if (reply.id === request.id) settle(() => resolve(reply.results));
    };
    const onError = (e: Error & { code?: string }) => settle(() => {
      discard(slot);
      reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SandboxLimitError(`exceeded its memory limit of ${MEMORY_LIMIT_MB} MB`) : e);
    });
    const onExit = () => settle(() => {
      slots[slot] = null;
      reject(new Error('The template sandbox stopped.'));
    });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
}

/** Ends the threads; the next request starts new ones. */
export async function closeSandbox(): Promise<void> {
  const threads = slots.splice(0).filter((t): t is Thread => t !== null);
  await Promise.all(threads.map((t) => t.worker.terminate()));
}
