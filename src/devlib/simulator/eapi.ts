// An Arista eAPI endpoint answering from recorded fixtures: JSON-RPC 2.0 `runCmds` on
// /command-api over HTTPS (the shipped self-signed certificate, tls/) or HTTP, behind HTTP
// Basic authentication, with eAPI's error shapes so clients meet what a switch would answer.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import type { DeviceOptions, RunningDevice } from './device.ts';

const PATH = '/command-api';
const MAX_REQUEST_BYTES = 1024 * 1024;
const TLS_DIR = join(import.meta.dirname, 'tls');

// eAPI's codes: JSON-RPC's own for malformed requests, 1000 and up for a command the CLI refused.
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const INVALID_COMMAND = 1002;
const UNCONVERTED_COMMAND = 1003;
const PERMISSION_DENIED = 1005;

type Format = 'json' | 'text';
interface Cmd { cmd: string; input?: string }
type JsonRpcError = { code: number; message: string; data?: unknown[] };

export function startEapiDevice(o: DeviceOptions & { tls: boolean; secret?: string }): Promise<RunningDevice> {
  const requests: string[] = [];
  const expected = `Basic ${Buffer.from(`${o.username}:${o.password}`).toString('base64')}`;

  /** The results of the commands, or the error of the first that fails with the results before it. */
  function runCmds(cmds: Cmd[], format: Format): { result: unknown[] } | { error: JsonRpcError } {
    const results: unknown[] = [];
    for (const [i, { cmd, input }] of cmds.entries()) {
      requests.push(cmd);
      const fail = (code: number, reason: string, detail: string) => ({
        error: {
          code,
          message: `CLI command ${i + 1} of ${cmds.length} '${cmd}' failed: ${reason}`,
          data: [...results, format === 'text' ? { errors: [detail], output: `% ${detail}\n` } : { errors: [detail] }],
        },
      });
      if (cmd.trim() === 'enable') {
        if (o.secret !== undefined && input !== o.secret) return fail(PERMISSION_DENIED, 'permission to run command denied', 'Bad secret');
        results.push(format === 'text' ? { output: '' } : {});
        continue;
      }
      const answer = o.answers.eapi(cmd, format);
      if (answer !== undefined) {
        results.push(format === 'text' ? { output: answer } : answer);
        continue;
      }
      // Asked as json, recorded only as text: what EOS says of a command without a JSON model.
      if (format === 'json' && o.answers.eapi(cmd, 'text') !== undefined) return fail(UNCONVERTED_COMMAND, 'unconverted command', 'Command cannot be converted to JSON');
      return fail(INVALID_COMMAND, 'invalid command', `Invalid input (the simulator has no ${format} answer recorded for this command)`);
    }
    return { result: results };
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (new URL(req.url ?? '/', 'http://device').pathname !== PATH) return plain(res, 404, 'Not Found');
    if (req.headers.authorization !== expected) {
      res.setHeader('www-authenticate', 'Basic realm="eAPI"');
      return plain(res, 401, 'Unauthorized');
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return plain(res, 405, 'Method Not Allowed');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_REQUEST_BYTES) return plain(res, 413, 'Request Entity Too Large');
      reply(res, Buffer.concat(chunks).toString('utf8'));
    });
  }

  function reply(res: ServerResponse, body: string): void {
    let request: unknown;
    try {
      request = JSON.parse(body);
    } catch {
      return json(res, { jsonrpc: '2.0', id: null, error: { code: PARSE_ERROR, message: 'Parse error' } });
    }
    const r = (request ?? {}) as { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown };
    const id = typeof r.id === 'string' || typeof r.id === 'number' ? r.id : null;
    const error = (code: number, message: string) => json(res, { jsonrpc: '2.0', id, error: { code, message } });
    if (typeof request !== 'object' || request === null || Array.isArray(request) || r.jsonrpc !== '2.0' || typeof r.method !== 'string')
      return error(INVALID_REQUEST, 'Invalid Request');
    if (r.method !== 'runCmds') return error(METHOD_NOT_FOUND, `Method not found: ${r.method}`);
    const params = checkParams(r.params);
    if (typeof params === 'string') return error(INVALID_PARAMS, `Invalid params: ${params}`);
    json(res, { jsonrpc: '2.0', id, ...runCmds(params.cmds, params.format) });
  }

  const server: Server = o.tls
    ? createHttpsServer({ key: readFileSync(join(TLS_DIR, 'key.pem')), cert: readFileSync(join(TLS_DIR, 'cert.pem')) }, handle)
    : createHttpServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        host: o.host,
        port: typeof address === 'object' && address ? address.port : o.port,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** runCmds' params, or what is wrong with them. */
function checkParams(params: unknown): { cmds: Cmd[]; format: Format } | string {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return 'expected an object';
  const p = params as { version?: unknown; cmds?: unknown; format?: unknown };
  if (p.version !== 1 && p.version !== 'latest') return 'version must be 1 or "latest"';
  const format = p.format ?? 'json';
  if (format !== 'json' && format !== 'text') return 'format must be json or text';
  if (!Array.isArray(p.cmds) || p.cmds.length === 0) return 'cmds must be a non-empty list';
  const cmds: Cmd[] = [];
  for (const c of p.cmds as unknown[]) {
    if (typeof c === 'string') cmds.push({ cmd: c });
    else if (typeof c === 'object' && c !== null && typeof (c as Cmd).cmd === 'string' && ['string', 'undefined'].includes(typeof (c as Cmd).input))
      cmds.push({ cmd: (c as Cmd).cmd, input: (c as Cmd).input });
    else return 'each command must be a string or {cmd, input}';
  }
  return { cmds, format };
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(`${text}\n`);
}
