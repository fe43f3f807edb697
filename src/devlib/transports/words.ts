// How devlib names things in the messages people read: a device's address and port, a
// duration, and text with the call's secrets taken out. Transports and the endpoint share
// them, so a message says the same thing the same way whichever layer wrote it.
import type { DeviceTarget } from './contract.ts';

/** "[::1]:22" for an IPv6 address, "10.0.0.1:22" otherwise. */
export function where(target: Pick<DeviceTarget, 'host' | 'port'>): string {
  return target.host.includes(':') ? `[${target.host}]:${target.port}` : `${target.host}:${target.port}`;
}

export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** `text` without the secrets (passwords, enable secrets) a device or a library may have
 * echoed into it; transports never put one in a message, and this makes sure of it. Secrets
 * shorter than three characters are left: they would blank out ordinary words. */
export function redact(text: string, secrets: Array<string | undefined>): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 3) out = out.replaceAll(s, '********');
  return out;
}
