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

/** Longest device text an answer repeats (an error message, a refusal). */
export const DEVICE_TEXT_MAX = 300;

/** What a device said, as an answer may repeat it: control characters (terminal escapes, NUL,
 * line ends) become spaces, runs of spaces one, and it is cut to DEVICE_TEXT_MAX characters. */
export function deviceText(text: string): string {
  const plain = text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').replace(/ {2,}/g, ' ').trim();
  return plain.length > DEVICE_TEXT_MAX ? `${plain.slice(0, DEVICE_TEXT_MAX - 1)}…` : plain;
}
