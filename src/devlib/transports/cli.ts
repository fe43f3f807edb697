// The IOS CLI over an interactive SSH shell, as Netmiko drives it for NAPALM: find the prompt
// behind any banner, turn paging off and widen the terminal, enter privileged mode with the
// enable secret, then one command at a time, each answer cut out between the device's echo
// of the command and the prompt that follows it.
import { StringDecoder } from 'node:string_decoder';
import type { ClientChannel } from 'ssh2';
import type { CliSession } from '../types.ts';
import { ANY_PROMPT, answerIn, hostnameOf, lastLine, PAGER, PASSWORD_PROMPT, promptOf } from './cli_text.ts';
import { DeviceUnavailableError, type DeviceTarget, type Transport } from './contract.ts';
import { connectSsh, loginClock, loginFailure, openChannel, type SshConnection } from './ssh.ts';
import { seconds } from './words.ts';

/** Largest answer read (a `show running-config` is a few MiB): a device streaming more is cut off. */
export const MAX_ANSWER_CHARS = 64 * 1024 * 1024;

/** Longer than any prompt or pager line: an unfinished last line longer than this is output
 * still arriving, not worth looking at for the end of the answer. */
const MAX_PROMPT_LINE = 512;

interface Waiter {
  /** What the wait is for, in messages ("show version", "the enable secret"). */
  what: string;
  done(received: string): boolean;
  resolve(received: string): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

/** The shell's byte stream, read one exchange at a time. After a timeout or a lost
 * connection it is unusable: the device may still be answering the previous command. */
class Shell {
  private received = '';
  /** Where the unfinished last line of `received` starts, kept as text arrives, so a device
   * that streams without a line end is read in linear time (nothing rescans the whole line). */
  private lineStart = 0;
  private waiter: Waiter | undefined;
  private broken: string | undefined;
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly channel: ClientChannel, private readonly connection: SshConnection, private readonly timeoutMs: number) {
    channel.on('data', (chunk: Buffer) => this.receive(this.decoder.write(chunk)));
    channel.stderr.resume();
    channel.on('close', () => this.lose('the device ended the session'));
    connection.onLost((reason) => this.lose(reason));
  }

  /** Sends `line` (nothing when undefined) and collects what arrives until `done` holds,
   * within `timeoutMs` (during the login, what is left of it). */
  exchange(line: string | undefined, what: string, done: (received: string) => boolean, timeoutMs = this.timeoutMs): Promise<string> {
    if (this.broken !== undefined) return Promise.reject(new Error(`${this.connection.where}: the session is unusable: ${this.broken}`));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        // The configured timeout: during the login the wait is what is left of it.
        const reason = `no answer to ${what} within ${seconds(this.timeoutMs)}`;
        this.fail(new Error(`${this.connection.where}: ${reason}`));
        this.broken = reason;
        void this.connection.close();
      }, timeoutMs);
      this.waiter = { what, done, resolve, reject, timer };
      if (line !== undefined) {
        // Whatever arrived since the last answer (a late prompt, a log message) is not part of this one.
        this.received = '';
        this.lineStart = 0;
        this.channel.write(`${line}\n`);
      }
      this.check();
    });
  }

  /** Ends the device's shell politely; the caller closes the connection. */
  exit(): void {
    if (this.broken === undefined) this.channel.end('exit\n');
  }

  private receive(text: string): void {
    if (this.broken !== undefined) return;
    const before = this.received.length;
    this.received += text;
    const lineEnd = text.lastIndexOf('\n');
    if (lineEnd >= 0) this.lineStart = before + lineEnd + 1;
    if (this.received.length > MAX_ANSWER_CHARS) {
      const reason = `an answer longer than ${MAX_ANSWER_CHARS} characters`;
      this.received = '';
      this.lineStart = 0;
      this.fail(new Error(`${this.connection.where}: ${reason}${this.waiter ? ` to ${this.waiter.what}` : ''}`));
      this.broken = reason;
      void this.connection.close();
      return;
    }
    if (!this.waiter || this.received.length - this.lineStart > MAX_PROMPT_LINE) return;
    // A pager that slipped through (paging turned back on, a command that ignores it): the
    // line goes, a space asks for the next page.
    if (PAGER.test(lastLine(this.received.slice(this.lineStart)))) {
      this.received = this.received.slice(0, this.lineStart);
      this.channel.write(' ');
    }
    this.check();
  }

  private check(): void {
    const w = this.waiter;
    if (w && this.received.length - this.lineStart <= MAX_PROMPT_LINE && w.done(this.received)) {
      this.waiter = undefined;
      clearTimeout(w.timer);
      w.resolve(this.received);
    }
  }

  private fail(e: Error): void {
    const w = this.waiter;
    if (!w) return;
    this.waiter = undefined;
    clearTimeout(w.timer);
    w.reject(e);
  }

  private lose(reason: string): void {
    if (this.broken !== undefined) return;
    this.broken = reason;
    if (this.waiter) this.fail(new Error(`${this.connection.where}: ${reason} while waiting for the answer to ${this.waiter.what}`));
  }
}

/** Runs `command` and waits for its answer ending in a prompt matching `prompt`. */
async function command(shell: Shell, line: string, prompt: RegExp, timeoutMs?: number): Promise<{ output: string; prompt: string }> {
  let answer: { output: string; prompt: string } | undefined;
  await shell.exchange(line, line, (received) => (answer = answerIn(received, line, prompt)) !== undefined, timeoutMs);
  return answer!;
}

/** Privileged mode from user mode: `enable`, then the secret when asked for it. */
async function enable(shell: Shell, target: DeviceTarget, where: string, userPrompt: string, left: () => number): Promise<void> {
  if (!target.secret) throw new DeviceUnavailableError(`${where}: the login lands in user mode (${userPrompt}) and no enable secret was given`);
  const hostPrompt = promptOf(hostnameOf(userPrompt));
  const asked = await shell.exchange('enable', 'enable', (received) =>
    PASSWORD_PROMPT.test(lastLine(received)) || answerIn(received, 'enable', hostPrompt) !== undefined, left());
  const end = lastLine(asked);
  if (PASSWORD_PROMPT.test(end)) {
    // The device does not echo the secret: the answer is the line end, then a prompt.
    const after = await shell.exchange(target.secret, 'the enable secret', (received) => {
      const last = lastLine(received);
      return received.includes('\n') && (hostPrompt.test(last) || PASSWORD_PROMPT.test(last));
    }, left());
    if (!lastLine(after).endsWith('#')) {
      const said = /^%.*$/m.exec(after.replace(/\r/g, ''))?.[0];
      throw new DeviceUnavailableError(`${where}: the enable secret was refused${said ? ` (${said.trim()})` : ''}`);
    }
  } else if (!end.endsWith('#')) {
    const said = answerIn(asked, 'enable', hostPrompt)?.output.trim();
    throw new DeviceUnavailableError(`${where}: enable failed${said ? `: ${said}` : ''}`);
  }
}

/** From the shell's first bytes to a privileged prompt with paging off, within what is left
 * of the login. */
async function prepare(shell: Shell, target: DeviceTarget, where: string, left: () => number): Promise<RegExp> {
  // Banners and MOTD come first; the login is done when a line ends in a prompt.
  await shell.exchange(undefined, 'the login prompt', (received) => ANY_PROMPT.test(lastLine(received)), left());
  // The prompt that follows the echo of a command is certainly not a banner line: it names the host.
  const { prompt } = await command(shell, 'terminal length 0', ANY_PROMPT, left());
  const hostPrompt = promptOf(hostnameOf(prompt));
  await command(shell, 'terminal width 511', hostPrompt, left());
  if (prompt.endsWith('>')) await enable(shell, target, where, prompt, left);
  return hostPrompt;
}

export const cliTransport: Transport<'cli'> = async (target) => {
  const left = loginClock(target.timeoutMs);
  const connection = await connectSsh(target);
  try {
    // A wide, tall terminal: no wrapped echoes, no pager from the PTY's size (Netmiko's choice).
    const channel = await openChannel(connection, left(), { pty: { term: 'vt100', cols: 511, rows: 1000, width: 0, height: 0 } });
    const shell = new Shell(channel, connection, target.timeoutMs);
    const prompt = await prepare(shell, target, connection.where, left);
    let queue: Promise<unknown> = Promise.resolve();
    const session: CliSession = {
      run(line) {
        if (/[\r\n]/.test(line)) return Promise.reject(new Error(`refusing to send a command with a line break: ${JSON.stringify(line)}`));
        const answer = queue.then(async () => (await command(shell, line, prompt)).output);
        queue = answer.catch(() => undefined);
        return answer;
      },
    };
    return {
      session,
      async close() {
        shell.exit();
        await connection.close();
      },
    };
  } catch (e) {
    await connection.close();
    throw loginFailure(connection.where, e);
  }
};
