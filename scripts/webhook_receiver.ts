// webhook_receiver: a troubleshooting listener for webhooks. Prints each request's method,
// path, headers and body, and answers 200. `--port N` (default 9000), `--host H` (default
// 127.0.0.1; 0.0.0.0 accepts other hosts).
import { createServer, type Server } from 'node:http';
import { parseArgs } from 'node:util';

export function startReceiver(port: number, host: string, print: (text: string) => void = (t) => process.stdout.write(t)): Promise<Server> {
  let count = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`).join('\n');
      let shown = body;
      try {
        shown = JSON.stringify(JSON.parse(body), null, 2);
      } catch {
        // not JSON: printed as it came
      }
      print(`[${++count}] ${new Date().toISOString()} ${req.method} ${req.url}\n${headers}\n\n${shown}\n${'-'.repeat(72)}\n`);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Webhook received!\n');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' }, host: { type: 'string', default: '127.0.0.1' } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`webhook_receiver: --port takes a port number, got ${values.port}\n`);
    process.exit(2);
  }
  const server = await startReceiver(port, values.host);
  const address = server.address();
  process.stdout.write(`Listening on http://${values.host}:${typeof address === 'object' && address ? address.port : port}/ (Ctrl+C to stop)\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
