// A simulated Cisco IOS device over SSH: a banner, the prompt, user mode and `enable` when
// it has a secret, echoed input, recorded answers (IOS's caret and "% Invalid input" for
// anything not recorded), and IOS's pager (24 lines, " --More-- ") until `terminal length 0`.
import { StringDecoder } from 'node:string_decoder';
import type { ServerChannel } from 'ssh2';
import type { SshDeviceOptions, RunningDevice } from './device.ts';
import { generateHostKey } from './host_key.ts';
import { startSshServer } from './ssh_server.ts';

export interface CliDeviceOptions extends SshDeviceOptions {
  hostname: string;
  /** The enable secret: the login lands in user mode and `enable` asks for it. */
  secret?: string;
  /** Keep paging after `terminal length 0` (as a device whose pager cannot be turned off),
   * for testing a client's pager handling. */
  pagerStaysOn?: boolean;
}

const BANNER = [
  '',
  '**************************************************************************',
  '* netinv device simulator: Cisco IOS answering from recorded outputs.   *',
  '* Authorized access only.                                                *',
  '**************************************************************************',
  '',
  '',
].join('\r\n');

const PAGER = ' --More-- ';
/** What IOS sends to wipe the pager line before the next page. */
const PAGER_ERASE = '\b'.repeat(PAGER.length) + ' '.repeat(PAGER.length) + '\b'.repeat(PAGER.length);
const SECRET_ATTEMPTS = 3;

/** IOS's rejection: a caret under the word it could not parse (the first word after a
 * `show`, else the first), then the message. */
function invalidInput(prompt: string, command: string): string {
  const words = [...command.matchAll(/\S+/g)];
  const bad = words[0]?.[0] === 'show' && words[1] ? words[1] : words[0];
  return `${' '.repeat(prompt.length + (bad?.index ?? 0))}^\n% Invalid input detected at '^' marker.\n\n`;
}

/** One login's shell: line editing with echo, the enable dialogue, the pager. */
class IosShell {
  private privileged: boolean;
  private pageLength = 24;
  private line = '';
  private afterCR = false;
  /** Lines of an answer still to show when the pager waits for a key. */
  private paged: string[] | undefined;
  private secretAttempts: number | undefined;

  constructor(private readonly channel: ServerChannel, private readonly o: CliDeviceOptions, private readonly requests: string[]) {
    this.privileged = !o.secret;
    const decoder = new StringDecoder('utf8');
    channel.on('data', (data: Buffer) => this.input(decoder.write(data)));
    channel.write(`${BANNER}${this.prompt()}`);
  }

  private prompt(): string {
    return `${this.o.hostname}${this.privileged ? '#' : '>'}`;
  }

  private input(text: string): void {
    for (const ch of text) {
      const lfOfCrLf = ch === '\n' && this.afterCR; // one Enter, whichever line end the client sends
      this.afterCR = ch === '\r';
      if (lfOfCrLf) continue;
      if (this.paged) this.page(ch);
      else if (ch === '\r' || ch === '\n') {
        const line = this.line;
        this.line = '';
        this.channel.write('\r\n');
        this.enter(line);
      } else if (ch === '\x7f' || ch === '\b') {
        if (this.line) {
          this.line = this.line.slice(0, -1);
          if (this.secretAttempts === undefined) this.channel.write('\b \b');
        }
      } else if (ch >= ' ') {
        this.line += ch;
        if (this.secretAttempts === undefined) this.channel.write(ch);
      }
    }
  }

  private enter(line: string): void {
    if (this.secretAttempts !== undefined) return this.secret(line);
    const command = line.trim();
    if (!command) return void this.channel.write(this.prompt());
    this.requests.push(command);
    let m: RegExpExecArray | null;
    if (/^(exit|logout|quit)$/.test(command)) {
      this.channel.exit(0);
      this.channel.end();
    } else if ((m = /^terminal length (\d+)$/.exec(command))) {
      if (!this.o.pagerStaysOn) this.pageLength = Number(m[1]);
      this.channel.write(this.prompt());
    } else if (/^terminal width \d+$/.test(command)) {
      this.channel.write(this.prompt());
    } else if (command === 'enable' && !this.privileged) {
      this.secretAttempts = 0;
      this.channel.write('Password: ');
    } else if (command === 'enable') {
      this.channel.write(this.prompt());
    } else {
      this.show(this.o.answers.cli(command) ?? invalidInput(this.prompt(), command));
    }
  }

  private secret(line: string): void {
    if (line === this.o.secret) {
      this.secretAttempts = undefined;
      this.privileged = true;
      this.channel.write(this.prompt());
    } else if ((this.secretAttempts = (this.secretAttempts ?? 0) + 1) < SECRET_ATTEMPTS) {
      this.channel.write('Password: ');
    } else {
      this.secretAttempts = undefined;
      this.channel.write(`% Bad secrets\r\n\r\n${this.prompt()}`);
    }
  }

  /** An answer, a page at a time while paging is on (the last line of a page is the pager's). */
  private show(answer: string): void {
    this.paged = answer === '' ? [] : answer.replace(/\r?\n$/, '').split(/\r?\n/);
    this.more(this.pageLength > 0 ? Math.max(1, this.pageLength - 1) : this.paged.length);
  }

  private more(count: number): void {
    const lines = this.paged!;
    const shown = lines.splice(0, count);
    this.channel.write(shown.map((l) => `${l}\r\n`).join(''));
    if (lines.length) return void this.channel.write(PAGER);
    this.paged = undefined;
    this.channel.write(this.prompt());
  }

  /** A key at the pager: space the next page, return the next line, anything else stops. */
  private page(key: string): void {
    this.channel.write(PAGER_ERASE);
    if (key === ' ') return this.more(Math.max(1, this.pageLength - 1));
    if (key === '\r' || key === '\n') return this.more(1);
    this.paged = undefined;
    this.channel.write(this.prompt());
  }
}

export async function startCliDevice(o: CliDeviceOptions): Promise<RunningDevice> {
  const requests: string[] = [];
  const server = await startSshServer(o, o.hostKey || generateHostKey(), (session) => {
    session.on('pty', (accept) => accept?.());
    session.on('window-change', (accept) => accept?.());
    session.on('env', (accept) => accept?.());
    session.on('shell', (accept) => new IosShell(accept(), o, requests));
    session.on('exec', (_accept, reject) => reject?.());
    session.on('subsystem', (_accept, reject) => reject?.());
  });
  return { ...server, requests };
}
