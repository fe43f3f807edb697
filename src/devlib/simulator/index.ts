// The device simulator: one recorded device (ios over SSH, eos over eAPI, junos over NETCONF)
// answering from fixture folders, so netinv can be tried and tested without hardware.
import { statSync } from 'node:fs';
import { caseFolders, readCase, RecordedAnswers, type Recording } from '../fixtures.ts';
import { startCliDevice } from './cli.ts';
import type { RunningDevice } from './device.ts';
import { startEapiDevice } from './eapi.ts';
import { generateHostKey, publicHostKey } from './host_key.ts';
import { startNetconfDevice } from './netconf.ts';

export type SimulatedDriver = 'ios' | 'eos' | 'junos';

export interface SimulatorOptions {
  driver: SimulatedDriver;
  /** A case folder, a getter folder or a whole driver folder of recordings. */
  fixtures: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** Default admin. */
  username?: string;
  /** Default admin. */
  password?: string;
  /** ios, eos: the enable secret the device asks for. */
  secret?: string;
  /** ios, junos: the SSH host key (private key text); generated when absent. */
  hostKey?: string;
  /** eos: HTTPS with the simulator's self-signed certificate (default) or plain HTTP. */
  tls?: boolean;
  /** junos: NETCONF framing. */
  framing?: '1.0' | '1.1';
  /** ios: the prompt's name; default the `hostname` line of a recorded running config, else router. */
  hostname?: string;
}

/** Options the simulator cannot start with; the message says which and why. */
export class SimulatorOptionsError extends Error {}

/** The recording kinds each driver's transport answers. */
const KINDS: Record<SimulatedDriver, Array<Recording['kind']>> = { ios: ['cli'], eos: ['eapi'], junos: ['netconf', 'facts'] };
const PROTOCOL: Record<Recording['kind'], string> = { cli: 'CLI', eapi: 'eAPI', netconf: 'NETCONF', facts: 'NETCONF' };
/** Options that mean something to one transport only: given to another they are a mistake. */
const ONLY_FOR: Array<[keyof SimulatorOptions, SimulatedDriver[]]> = [
  ['secret', ['ios', 'eos']],
  ['hostKey', ['ios', 'junos']],
  ['tls', ['eos']],
  ['framing', ['junos']],
  ['hostname', ['ios']],
];

export async function startSimulator(o: SimulatorOptions): Promise<RunningDevice> {
  if (!Object.hasOwn(KINDS, o.driver)) throw new SimulatorOptionsError(`unknown driver ${JSON.stringify(o.driver)}: expected ios, eos or junos`);
  for (const [option, drivers] of ONLY_FOR)
    if (o[option] !== undefined && !drivers.includes(o.driver)) throw new SimulatorOptionsError(`${option} applies to ${drivers.join(' and ')} only, not ${o.driver}`);
  const port = o.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SimulatorOptionsError(`port must be a whole number from 0 to 65535, got ${port}`);
  if (o.framing !== undefined && o.framing !== '1.0' && o.framing !== '1.1') throw new SimulatorOptionsError(`framing must be 1.0 or 1.1, got ${JSON.stringify(o.framing)}`);
  const username = o.username ?? 'admin';
  if (username === '') throw new SimulatorOptionsError('username must not be empty');

  const answers = new RecordedAnswers(recordings(o.fixtures, o.driver));
  const device = { host: o.host ?? '127.0.0.1', port, username, password: o.password ?? 'admin', answers };
  if (o.driver === 'eos') return startEapiDevice({ ...device, tls: o.tls ?? true, secret: o.secret });
  const hostKey = o.hostKey ?? generateHostKey();
  try {
    publicHostKey(hostKey);
  } catch (e) {
    throw new SimulatorOptionsError(`hostKey is not a usable private key (OpenSSH or PEM): ${(e as Error).message}`);
  }
  if (o.driver === 'junos') return startNetconfDevice({ ...device, hostKey, framing: o.framing });
  return startCliDevice({ ...device, hostKey, secret: o.secret, hostname: o.hostname ?? recordedHostname(answers) });
}

/** Every case under `fixtures`, in sorted folder order so the first folder's answer wins. */
function recordings(fixtures: string, driver: SimulatedDriver): Recording[] {
  if (!statSync(fixtures, { throwIfNoEntry: false })?.isDirectory()) throw new SimulatorOptionsError(`fixtures: ${fixtures} is not a folder`);
  const folders = caseFolders(fixtures);
  if (folders.length === 0) throw new SimulatorOptionsError(`fixtures: no recorded cases under ${fixtures} (a case folder holds a commands.json)`);
  const out: Recording[] = [];
  for (const dir of folders) {
    let recorded: Recording[];
    try {
      recorded = readCase(dir);
    } catch (e) {
      throw new SimulatorOptionsError(`fixtures: cannot read the case ${dir}: ${(e as Error).message}`);
    }
    const foreign = recorded.find((r) => !KINDS[driver].includes(r.kind));
    if (foreign) throw new SimulatorOptionsError(`fixtures: ${dir} holds ${PROTOCOL[foreign.kind]} recordings, but the ${driver} simulator answers ${PROTOCOL[KINDS[driver][0]!]} requests`);
    out.push(...recorded);
  }
  return out;
}

/** The name a recorded running configuration gives the device, so the prompt matches it. */
function recordedHostname(answers: RecordedAnswers): string {
  for (const r of answers.recordings) {
    if (r.kind !== 'cli' || !/^show run/.test(r.command)) continue;
    const name = /^hostname\s+(\S+)/m.exec(r.answer)?.[1];
    if (name) return name;
  }
  return 'router';
}
