// A device refusing a request (DeviceCommandError) often only means the platform lacks the
// feature: NAPALM's getters then report it absent rather than failing. Any other error (a
// lost session, a timeout, an unreadable answer) still fails the getter.
import { DeviceCommandError } from '../types.ts';

/** The answer, or undefined when the device rejects the request (with `reason`, only a
 * rejection whose message says so). */
export async function unlessRejected<T>(answer: Promise<T>, reason?: RegExp): Promise<T | undefined> {
  try {
    return await answer;
  } catch (e) {
    if (e instanceof DeviceCommandError && (reason === undefined || reason.test(e.message))) return undefined;
    throw e;
  }
}
