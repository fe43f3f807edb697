// What a transport is given and what it hands back. A transport reaches one device (SSH CLI,
// NETCONF over SSH, eAPI over HTTP(S)), logs in and opens the session its drivers' getters
// talk through (src/devlib/types.ts: CliSession, NetconfSession, EapiSession). It knows
// nothing of netinv's models: the endpoint resolves the address, the credentials, the checked
// arguments and the host key policy before it calls one.
import type { SessionOf, TransportKind } from '../types.ts';

/** An SSH server's public key as the host key store keeps it. */
export interface HostKey {
  /** The key's type, e.g. ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa. */
  algorithm: string;
  /** Base64 of the SSH wire-format public key blob (the middle word of an OpenSSH key line). */
  key: string;
  /** OpenSSH's fingerprint: "SHA256:" + unpadded base64 of the blob's SHA-256. */
  fingerprint: string;
}

export interface DeviceTarget {
  /** The device's address (the primary IP without its mask). */
  host: string;
  port: number;
  username: string;
  /** Never written to a log or an error message. */
  password: string;
  /** To connect and log in, and again for each answer. */
  timeoutMs: number;
  /** ios: the enable secret (privileged mode is entered when the login lands in user mode). */
  secret?: string;
  /** eos: https (default) or http. */
  scheme?: 'https' | 'http';
  /** eos over https: refuse a certificate that does not verify (a self-signed one) unless false. */
  verifyTls: boolean;
  /** SSH transports call this with the server's key during the handshake; a rejection
   * (a HostKeyError) aborts the connection before any credential is sent. */
  checkHostKey(key: HostKey): Promise<void>;
}

export interface OpenSession<S> {
  session: S;
  /** Ends the session politely (exit / close-session) and the connection; never throws. */
  close(): Promise<void>;
}

export type Transport<K extends TransportKind> = (target: DeviceTarget) => Promise<OpenSession<SessionOf[K]>>;

/** The device could not be reached or logged into: the endpoint answers 503 with this message.
 * The message names what failed (refused, timed out, authentication failed, host key changed,
 * certificate not trusted) and never carries a password. */
export class DeviceUnavailableError extends Error {}

/** The device's SSH host key is not the stored one (or none is stored and only known keys are
 * accepted). */
export class HostKeyError extends DeviceUnavailableError {}
