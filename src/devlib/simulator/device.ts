// What every simulated device server shares: how it is started and what it reports back.
// One server per transport (cli.ts: an IOS-like SSH shell, netconf.ts: NETCONF over SSH,
// eapi.ts: Arista eAPI over HTTP(S)), each answering from recorded fixtures.
import type { RecordedAnswers } from '../fixtures.ts';
import type { HostKey } from '../transports/contract.ts';

export interface DeviceOptions {
  /** Address to listen on (127.0.0.1 by default). */
  host: string;
  /** 0: any free port. */
  port: number;
  /** The login the device accepts; any other is refused as a real device would. */
  username: string;
  password: string;
  answers: RecordedAnswers;
}

export interface SshDeviceOptions extends DeviceOptions {
  /** The server's private host key (OpenSSH or PEM text). */
  hostKey: string;
}

export interface RunningDevice {
  host: string;
  port: number;
  /** SSH devices: the public host key clients are shown. */
  hostKey?: HostKey;
  /** Every request received, in order: CLI commands, RPCs, eAPI commands. */
  requests: string[];
  close(): Promise<void>;
}
