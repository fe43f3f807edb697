// Sending commands over eAPI. One runCmds call carries one or more commands of one format,
// as NAPALM batches them; the answer must hold one result per command, each of the asked
// format, or the batch is an EapiAnswerError here rather than a TypeError in a parser.
import type { EapiSession } from '../../types.ts';
import { Answer, EapiAnswerError } from './answer.ts';

async function run(s: EapiSession, commands: readonly string[], format: 'json' | 'text'): Promise<unknown[]> {
  const results: unknown = await s.run([...commands], format);
  if (!Array.isArray(results) || results.length !== commands.length) {
    const got = Array.isArray(results) ? `${results.length} results` : 'no list of results';
    throw new EapiAnswerError(`eAPI answered ${got} to ${commands.length} commands (${commands.map((c) => `\`${c}\``).join(', ')})`);
  }
  return results;
}

/** The JSON result of each command, in order. */
export async function runJson<const C extends readonly string[]>(s: EapiSession, commands: C): Promise<{ [K in keyof C]: Answer }> {
  const results = await run(s, commands, 'json');
  return results.map((r, i) => Answer.of(commands[i]!, r)) as { [K in keyof C]: Answer };
}

/** The text output of each command, in order. */
export async function runText<const C extends readonly string[]>(s: EapiSession, commands: C): Promise<{ [K in keyof C]: string }> {
  const results = await run(s, commands, 'text');
  return results.map((r, i) => {
    if (typeof r !== 'string') throw new EapiAnswerError(`\`${commands[i]}\`: the text answer is not text`);
    return r;
  }) as { [K in keyof C]: string };
}
