// Arista eAPI: JSON-RPC 2.0 `runCmds` POSTed to /command-api over HTTPS (or HTTP), with HTTP
// Basic authentication. Each EapiSession.run is one call, `enable` first so every command
// runs privileged; the calls of one session share a keep-alive connection.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { DeviceCommandError, type EapiSession } from '../types.ts';
import { DeviceUnavailableError, type DeviceTarget, type Transport } from './contract.ts';
import { redact, seconds, where } from './words.ts';

const PATH = '/command-api';
/** A running configuration is a few MB at most; anything far beyond is not an eAPI answer. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

type Command = string | { cmd: string; input: string };

export const eapiTransport: Transport<'eapi'> = async (target) => {
  const client = new EapiClient(target);
  try {
    await client.runCmds([], 'json');
  } catch (e) {
    client.close();
    throw new DeviceUnavailableError(openFailure(client.where, e as Error));
  }
  const session: EapiSession = {
    async run(commands, format) {
      if (commands.length === 0) return [];
      return client.runCmds(commands, format);
    },
  };
  return { session, close: async () => client.close() };
};

function openFailure(where: string, e: Error): string {
  if (e instanceof DeviceCommandError)
    return `eAPI at ${where} refused enable (${e.message}): check the enable secret (X-DEVLIB-secret, or "secret" in the platform's devlib_args)`;
  return e.message;
}

class EapiClient {
  readonly where: string;
  private readonly agent: HttpAgent;
  private readonly authorization: string;
  private nextId = 1;

  constructor(private readonly target: DeviceTarget) {
    const scheme = target.scheme ?? 'https';
    this.where = `${scheme}://${where(target)}`;
    this.agent = scheme === 'https' ? new HttpsAgent({ keepAlive: true, rejectUnauthorized: target.verifyTls }) : new HttpAgent({ keepAlive: true });
    this.authorization = `Basic ${Buffer.from(`${target.username}:${target.password}`).toString('base64')}`;
  }

  close(): void {
    this.agent.destroy();
  }

  /** One runCmds call: `enable` and then `commands`; the results of `commands` (the `output`
   * strings in text format). */
  async runCmds(commands: string[], format: 'json' | 'text'): Promise<unknown[]> {
    const enable: Command = this.target.secret !== undefined ? { cmd: 'enable', input: this.target.secret } : 'enable';
    const cmds: Command[] = [enable, ...commands];
    const id = `netinv-${this.nextId++}`;
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'runCmds', params: { version: 1, cmds, format }, id });
    const answer = await this.post(body);
    const results = this.results(answer, cmds);
    if (format === 'json') return results.slice(1);
    return results.slice(1).map((r, i) => {
      const output = (r as { output?: unknown } | null)?.output;
      if (typeof output !== 'string') throw new Error(`eAPI at ${this.where} answered '${commands[i]}' in text format without an output string`);
      return output;
    });
  }

  private results(answer: { status: number; reason: string; type: string; text: string }, cmds: Command[]): unknown[] {
    if (answer.status === 401)
      throw new Error(`eAPI at ${this.where} refused the login of user ${JSON.stringify(this.target.username)} (HTTP 401): check the username and password`);
    let decoded: unknown;
    try {
      decoded = JSON.parse(answer.text);
    } catch {
      const what = answer.status === 200 ? 'a body that is not JSON' : `HTTP ${answer.status} ${answer.reason}`;
      const hint = answer.status === 404 ? ` (is eAPI enabled? EOS: management api http-commands / no shutdown)` : '';
      throw new Error(`eAPI at ${this.where} answered ${what} (${answer.type || 'no content type'}, ${answer.text.length} characters) to POST ${PATH}${hint}`);
    }
    const reply = (decoded ?? {}) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } };
    if (reply.error !== undefined) throw this.failure(reply.error, cmds);
    if (!Array.isArray(reply.result) || reply.result.length !== cmds.length)
      throw new Error(`eAPI at ${this.where} answered HTTP ${answer.status} without one result per command (${cmds.length} sent)`);
    return reply.result;
  }

  /** eAPI's CLI errors (codes 1000-1999: invalid, unconverted, not permitted command...) are
   * the device refusing a command; JSON-RPC's own codes mean the request itself was wrong. */
  private failure(error: { code?: unknown; message?: unknown; data?: unknown }, cmds: Command[]): Error {
    const code = typeof error.code === 'number' ? error.code : NaN;
    const message = this.redact(typeof error.message === 'string' ? error.message : JSON.stringify(error));
    if (code >= 1000 && code < 2000) {
      const index = failedIndex(message, error.data);
      const command = cmds[index] ?? cmds[cmds.length - 1]!;
      // The command's own words ("No IPv6 configured interfaces") are in its entry of `data`,
      // not in the top-level message; drivers tell "feature absent" from a failure by them.
      const said = commandErrors(error.data, index).map((e) => this.redact(e)).filter((e) => !message.includes(e));
      return new DeviceCommandError(typeof command === 'string' ? command : command.cmd, said.length ? `${message} [${said.join('; ')}]` : message);
    }
    return new Error(`eAPI at ${this.where} rejected the request: ${message} (JSON-RPC error ${Number.isNaN(code) ? '?' : code})`);
  }

  /** The device echoes what it was sent in some messages (pyeapi strips `input=` from code
   * 1005's): neither the password nor the secret may reach an error message. */
  private redact(text: string): string {
    return redact(text.replace(/(input=)\S+/g, '$1********'), [this.target.password, this.target.secret]);
  }

  /** POST one body; a socket reused from the keep-alive pool may have been closed by the device
   * in the meantime, so a reset on it is retried once (runCmds of show commands is idempotent). */
  private async post(body: string): Promise<{ status: number; reason: string; type: string; text: string }> {
    try {
      return await this.postOnce(body);
    } catch (e) {
      if ((e as { retry?: boolean }).retry) return this.postOnce(body);
      throw e;
    }
  }

  private postOnce(body: string): Promise<{ status: number; reason: string; type: string; text: string }> {
    const { target } = this;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const request = (target.scheme === 'http' ? httpRequest : httpsRequest)({
        host: target.host,
        port: target.port,
        method: 'POST',
        path: PATH,
        agent: this.agent,
        headers: {
          authorization: this.authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      const timer = setTimeout(() => {
        settle(() => reject(new Error(`eAPI at ${this.where} did not answer within ${seconds(target.timeoutMs)}`)));
        request.destroy();
      }, target.timeoutMs);
      request.on('error', (e: NodeJS.ErrnoException) => {
        const failure = new Error(this.networkMessage(e));
        if (request.reusedSocket && e.code === 'ECONNRESET') Object.assign(failure, { retry: true });
        settle(() => reject(failure));
      });
      request.on('response', (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            settle(() => reject(new Error(`eAPI at ${this.where} answered more than ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`)));
            request.destroy();
          } else chunks.push(chunk);
        });
        response.on('error', (e) => settle(() => reject(new Error(this.networkMessage(e)))));
        response.on('end', () =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              reason: response.statusMessage ?? '',
              type: response.headers['content-type'] ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
      });
      request.end(body);
    });
  }

  private networkMessage(e: NodeJS.ErrnoException): string {
    const code = e.code ?? '';
    const at = `eAPI at ${this.where}`;
    if (code === 'ECONNREFUSED') return `${at} refused the connection (is eAPI enabled on this port? EOS: management api http-commands)`;
    if (['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL'].includes(code)) return `${at} is unreachable (${code})`;
    if (/CERT|UNABLE_TO_|SIGNATURE/.test(code))
      return `${at}: its TLS certificate is not trusted (${certificateProblem(code)}). Switches usually have a self-signed certificate: to accept it, send the header X-DEVLIB-verify_tls: false or set "verify_tls": false in the platform's devlib_args`;
    if (code === 'EPROTO' || code.startsWith('ERR_SSL_')) {
      const reason = /SSL routines:[^:]*:([^:]+):/.exec(e.message)?.[1] ?? code;
      return `${at}: the TLS handshake failed (${reason}); if the device serves plain HTTP, set "transport": "http" in the platform's devlib_args`;
    }
    if (code === 'ECONNRESET') return `${at} closed the connection (${code})`;
    return `${at}: ${e.message}`;
  }
}

/** Node's certificate error codes in words; its messages suggest Node.js options that do not
 * apply here. */
function certificateProblem(code: string): string {
  if (code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'SELF_SIGNED_CERT_IN_CHAIN') return `self-signed, ${code}`;
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return `issued for another name, ${code}`;
  if (code === 'CERT_HAS_EXPIRED') return `expired, ${code}`;
  return `no trusted issuer, ${code}`;
}

/** The `errors` strings of the failed command's entry in an eAPI error's `data`. */
function commandErrors(data: unknown, index: number): string[] {
  const entry = Array.isArray(data) ? (data[index] ?? data[data.length - 1]) as { errors?: unknown } | undefined : undefined;
  const errors = entry && typeof entry === 'object' ? entry.errors : undefined;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string').slice(0, 10) : [];
}

/** The index of the failed command in `cmds`: eAPI's message counts from 1 ("CLI command 2
 * of 3 ..."), and its data lists the results so far then the failed one's errors. */
function failedIndex(message: string, data: unknown): number {
  const n = /CLI command (\d+) of \d+/.exec(message)?.[1];
  if (n !== undefined) return Number(n) - 1;
  return Array.isArray(data) ? data.length - 1 : -1;
}
