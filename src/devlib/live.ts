// Reading live data: one device session for every runnable method of a request, the methods
// run one after another in the order asked, each failure kept to its own entry (the spec's
// live device data rules 3 and 4). Nothing here is stored.
import type { OpenSession } from './transports/contract.ts';
import { deviceText, redact, seconds } from './transports/words.ts';
import type { MethodPlan } from './methods.ts';
import type { Driver, GetterName } from './types.ts';

/** The driver's getter `name` over `session` (the contract types each getter's session). */
type AnyGetter = (session: unknown) => Promise<unknown>;

/** The answer body: each method's output or error entry, keyed in request order. `open`
 * connects and logs in; its DeviceUnavailableError propagates (the 503), and it is not
 * called when no method can run. The whole call ends by `deadline` (ms since the epoch): a
 * method still running then, and those after it, get an error entry, and the session is
 * closed. A failure's text, often the device's own, comes back shortened and plain. */
export async function readLiveData(
  driver: Driver,
  plans: MethodPlan[],
  open: () => Promise<OpenSession<unknown>>,
  secrets: Array<string | undefined>,
  deadline = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const runnable = plans.filter((p): p is { method: string; run: GetterName } => 'run' in p);
  let connection: OpenSession<unknown> | undefined;
  if (runnable.length) connection = await open();
  const started = Date.now();
  try {
    const session = connection ? driver.session(connection.session as never) : undefined;
    for (const plan of plans) {
      if ('error' in plan) {
        out[plan.method] = { error: plan.error };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        out[plan.method] = { error: `Method ${plan.method} failed: not run, the call's deadline passed after ${seconds(Date.now() - started)}` };
        continue;
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        const overdue = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the call's deadline passed while it ran`)), Math.min(left, 2 ** 31 - 1));
        });
        out[plan.method] = await Promise.race([(driver.getters[plan.run] as AnyGetter)(session), overdue]);
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        out[plan.method] = { error: `Method ${plan.method} failed: ${deviceText(redact(reason, secrets))}` };
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    await connection?.close();
  }
  return out;
}
