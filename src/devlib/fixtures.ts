// Recorded device answers (the layout of ../shared/devlib-fixtures, see its README): a case
// folder's commands.json lists each request a getter sends and the file answering it. The
// device simulator replays them over real transports and the driver tests replay them in
// memory; both read them here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Recording =
  | { kind: 'cli'; command: string; answer: string }
  | { kind: 'eapi'; command: string; format: 'json' | 'text'; answer: unknown }
  | { kind: 'netconf'; rpc: string; answer: string }
  | { kind: 'facts'; answer: Record<string, unknown> };

interface CommandEntry { command?: string; format?: 'json' | 'text'; rpc?: string; facts?: boolean; file: string }

/** The requests and answers of one case folder (<driver>/<getter>/<case>). */
export function readCase(dir: string): Recording[] {
  const entries = JSON.parse(readFileSync(join(dir, 'commands.json'), 'utf8')) as CommandEntry[];
  return entries.map((e): Recording => {
    const text = readFileSync(join(dir, e.file), 'utf8');
    if (e.facts) return { kind: 'facts', answer: JSON.parse(text) as Record<string, unknown> };
    if (e.rpc !== undefined) return { kind: 'netconf', rpc: e.rpc, answer: text };
    if (e.format !== undefined) return { kind: 'eapi', command: e.command!, format: e.format, answer: e.format === 'json' ? JSON.parse(text) : text };
    return { kind: 'cli', command: e.command!, answer: text };
  });
}

/** The getter's expected return value for a case folder. */
export function readExpected(dir: string): unknown {
  return JSON.parse(readFileSync(join(dir, 'expected_result.json'), 'utf8'));
}

/** Every case folder under `dir`: `dir` itself when it is one, else the folders holding a
 * commands.json below it (a driver folder: <getter>/<case>), sorted. */
export function caseFolders(dir: string): string[] {
  if (existsSync(join(dir, 'commands.json'))) return [dir];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const sub = join(dir, name);
    if (statSync(sub).isDirectory()) out.push(...caseFolders(sub));
  }
  return out;
}

/** The root element name of an RPC or reply ("<get-interface-information><terse/>..." ->
 * "get-interface-information"): what a recorded junos reply answers, whatever the arguments. */
export function rpcName(xml: string): string {
  return /<\s*([A-Za-z_][\w.-]*)/.exec(xml)?.[1] ?? '';
}

/** The recorded answer to one request, or undefined when none was recorded: one lookup for
 * the in-memory replay sessions of the driver tests and the device simulator's servers. With
 * recordings of several case folders, the first folder's answer wins (fixtures README: the
 * same command may be recorded twice with different outputs). */
export class RecordedAnswers {
  constructor(readonly recordings: Recording[]) {}

  cli(command: string): string | undefined {
    const r = this.recordings.find((x) => x.kind === 'cli' && x.command === command);
    return r?.kind === 'cli' ? r.answer : undefined;
  }

  /** The result of one eAPI command: the result object (json) or the `output` text (text). */
  eapi(command: string, format: 'json' | 'text'): unknown {
    const r = this.recordings.find((x) => x.kind === 'eapi' && x.command === command && x.format === format);
    return r?.kind === 'eapi' ? r.answer : undefined;
  }

  /** The reply recorded for exactly this RPC, else one of the same RPC whatever its arguments
   * (get_lldp_neighbors_detail asks once per interface); configuration requests only exactly,
   * since their filters select different parts. */
  rpc(request: string): string | undefined {
    const name = rpcName(request);
    const r = this.recordings.find((x) => x.kind === 'netconf' && x.rpc === request)
      ?? this.recordings.find((x) => x.kind === 'netconf' && rpcName(x.rpc) === name && name !== 'get-configuration');
    return r?.kind === 'netconf' ? r.answer : undefined;
  }

  /** junos: the recorded device facts record, if any. */
  facts(): Record<string, unknown> | undefined {
    const r = this.recordings.find((x) => x.kind === 'facts');
    return r?.kind === 'facts' ? r.answer : undefined;
  }
}
