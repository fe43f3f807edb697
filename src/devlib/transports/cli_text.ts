// Reading what an IOS shell prints: its prompts, the pager, and one command's answer cut out
// of the stream (after the device's echo of the command, before the prompt that follows).
// Pure text functions, so the shell in cli.ts only decides when to look.

/** Any prompt a login may land on: a host name, an optional mode ("(config)"), then > or #. */
export const ANY_PROMPT = /^[A-Za-z0-9][\w.:/@-]*(?:\([\w./-]+\))?[>#]$/;

/** The pager line IOS prints instead of the rest of a long answer (" --More-- "). */
export const PAGER = /--\s?More\s?--/i;

/** IOS asking for the enable secret. */
export const PASSWORD_PROMPT = /[Pp]assword:$/;

/** The prompt of `hostname` in any mode. */
export function promptOf(hostname: string): RegExp {
  return new RegExp(`^${hostname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:\\([\\w./-]+\\))?[>#]$`);
}

/** The host name in a prompt ("R1(config)#" -> "R1"). */
export function hostnameOf(prompt: string): string {
  return prompt.replace(/(?:\([^)]*\))?[>#]$/, '');
}

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]/g;

/** Plain lines: ANSI sequences gone, line ends "\n", and the backspaces with which IOS erases
 * its pager line (" --More-- " is replaced by backspaces, spaces, backspaces) gone with what
 * they erase. */
export function normalize(text: string): string {
  return text
    .replace(ANSI, '')
    .replace(/\r+\n/g, '\n')
    .replace(/\r/g, '')
    .replace(/^[ \x08]*\x08/gm, '')
    .replace(/\x08/g, '');
}

/** The unfinished last line as it would show: what a prompt or the pager is looked for in. */
export function lastLine(text: string): string {
  return normalize(text.slice(text.lastIndexOf('\n') + 1)).trimEnd();
}

const compact = (s: string) => s.replace(/\s+/g, '');

/** The index of the first line after the device's echo of `command` (the echo may follow a
 * prompt and be wrapped over several lines), or undefined when the echo has not arrived. */
function afterEcho(lines: string[], command: string): number | undefined {
  const wanted = compact(command);
  let seen = '';
  for (let i = 0; i < lines.length; i++) {
    seen += compact(lines[i]!);
    if (seen.includes(wanted)) return i + 1;
  }
  return undefined;
}

/** The answer to `command` once the stream holds the echo, the output and a prompt on a
 * line of its own; undefined while it does not. */
export function answerIn(received: string, command: string, prompt: RegExp): { output: string; prompt: string } | undefined {
  const end = lastLine(received);
  if (!prompt.test(end)) return undefined;
  const text = normalize(received);
  const lines = text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1);
  const start = afterEcho(lines, command);
  if (start === undefined) return undefined;
  return { output: lines.slice(start).join('\n'), prompt: end };
}
