// NETCONF over SSH (RFC 6241, 6242), as ncclient drives Junos for PyEZ: the netconf
// subsystem, hellos in base:1.0 framing, chunked framing from then on when both sides offer
// base:1.1, one <rpc> at a time with its message-id, the content of its <rpc-reply> handed
// back as text (an <rpc-error> included: the driver decides what a rejection means).
import type { ClientChannel } from 'ssh2';
import { rpcName } from '../fixtures.ts';
import type { NetconfSession } from '../types.ts';
import type { Transport } from './contract.ts';
import { FrameReader, frame, type Framing } from './netconf_framing.ts';
import { attribute, BASE_1_0, BASE_1_1, elementIn, helloCapabilities, helloMessage, NETCONF_NS } from './netconf_xml.ts';
import { connectSsh, loginClock, loginFailure, openChannel, type SshConnection } from './ssh.ts';
import { seconds } from './words.ts';

/** How long close() waits for the answer to <close-session/> before it hangs up anyway. */
const CLOSE_WAIT_MS = 2000;

interface Pending {
  /** The message-id the reply must carry; undefined while the hello is awaited. */
  id: string | undefined;
  what: string;
  resolve(content: string): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

class NetconfChannel {
  private readonly reader = new FrameReader();
  private framing: Framing = '1.0';
  private pending: Pending | undefined;
  private broken: string | undefined;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly channel: ClientChannel, private readonly connection: SshConnection, private readonly timeoutMs: number) {
    channel.on('data', (chunk: Buffer) => this.receive(chunk));
    channel.stderr.resume();
    channel.on('close', () => this.lose('the device ended the NETCONF session'));
    connection.onLost((reason) => this.lose(reason));
  }

  /** Exchanges hellos within `timeoutMs`; the framing of everything after them follows from the capabilities. */
  async hello(timeoutMs: number): Promise<void> {
    const received = this.wait(undefined, 'the NETCONF hello', timeoutMs, this.timeoutMs);
    this.channel.write(frame(helloMessage([BASE_1_0, BASE_1_1]), '1.0'));
    const capabilities = helloCapabilities(await received)!;
    if (!capabilities.includes(BASE_1_0) && !capabilities.includes(BASE_1_1)) {
      throw new Error(`the device's hello offers neither NETCONF base 1.0 nor 1.1`);
    }
    if (capabilities.includes(BASE_1_1)) this.framing = this.reader.framing = '1.1';
  }

  /** One RPC; its reply's content. One at a time, each within the timeout. */
  rpc(request: string, timeoutMs = this.timeoutMs): Promise<string> {
    const reply = this.queue.then(() => this.send(request, timeoutMs));
    this.queue = reply.catch(() => undefined);
    return reply;
  }

  get usable(): boolean {
    return this.broken === undefined;
  }

  private send(request: string, timeoutMs: number): Promise<string> {
    if (this.framing === '1.0' && request.includes(']]>]]>')) {
      return Promise.reject(new Error('refusing to send an RPC containing "]]>]]>": it would end the message early in base:1.0 framing'));
    }
    const id = String(this.nextId++);
    const reply = this.wait(id, rpcName(request) || 'the RPC', timeoutMs);
    if (this.usable) this.channel.write(frame(`<rpc message-id="${id}" xmlns="${NETCONF_NS}">${request}</rpc>`, this.framing));
    return reply;
  }

  /** The reply `id` (the hello when undefined) within `timeoutMs`; a timeout names `shownMs`
   * (the login's whole timeout, of which the hello gets what is left). */
  private wait(id: string | undefined, what: string, timeoutMs: number, shownMs = timeoutMs): Promise<string> {
    if (this.broken !== undefined) return Promise.reject(new Error(`${this.connection.where}: the NETCONF session is unusable: ${this.broken}`));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => this.break(`no answer to ${what} within ${seconds(shownMs)}`), timeoutMs);
      this.pending = { id, what, resolve, reject, timer };
    });
  }

  private receive(chunk: Buffer): void {
    try {
      this.reader.push(chunk);
      for (let message = this.reader.next(); message !== undefined && this.usable; message = this.reader.next()) this.message(message);
    } catch (e) {
      this.break(`${(e as Error).message} from the device`);
    }
  }

  private message(message: string): void {
    const p = this.pending;
    if (p && p.id === undefined) {
      if (!helloCapabilities(message)) return this.break(`expected the device's hello, got ${excerpt(message)}`);
      return this.settle(message);
    }
    const reply = elementIn(message, 'rpc-reply');
    if (!reply) {
      // Event notifications may arrive between replies; nothing asked for them.
      if (/<(?:[\w.-]+:)?notification[\s>]/.test(message)) return;
      return this.break(`expected an <rpc-reply>, got ${excerpt(message)}`);
    }
    const id = attribute(reply.attributes, 'message-id');
    if (!p) return this.break(`an <rpc-reply> (message-id ${id}) when no RPC was waiting`);
    // A device may leave the id off a reply to a request it could not read; it answers the one waiting.
    if (id !== undefined && id !== p.id) return this.break(`a reply to message-id ${id} while waiting for ${p.id}`);
    this.settle(reply.content);
  }

  private settle(content: string): void {
    const p = this.pending!;
    this.pending = undefined;
    clearTimeout(p.timer);
    p.resolve(content);
  }

  /** The session cannot go on (a timeout, a protocol error): the waiting RPC fails with the
   * reason, later ones at once, and the connection goes. */
  private break(reason: string): void {
    this.fail(reason);
    void this.connection.close();
  }

  private lose(reason: string): void {
    this.fail(this.pending ? `${reason} while waiting for the answer to ${this.pending.what}` : reason);
  }

  private fail(reason: string): void {
    if (this.broken !== undefined) return;
    this.broken = reason;
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    clearTimeout(p.timer);
    p.reject(new Error(`${this.connection.where}: ${reason}`));
  }
}

function excerpt(message: string): string {
  const text = message.trim();
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}...` : text);
}

export const netconfTransport: Transport<'netconf'> = async (target) => {
  const left = loginClock(target.timeoutMs);
  const connection = await connectSsh(target);
  try {
    const channel = await openChannel(connection, left(), { subsystem: 'netconf' });
    const netconf = new NetconfChannel(channel, connection, target.timeoutMs);
    await netconf.hello(left());
    const session: NetconfSession = { rpc: (request) => netconf.rpc(request) };
    return {
      session,
      async close() {
        if (netconf.usable) await netconf.rpc('<close-session/>', Math.min(target.timeoutMs, CLOSE_WAIT_MS)).catch(() => undefined);
        await connection.close();
      },
    };
  } catch (e) {
    await connection.close();
    throw loginFailure(connection.where, e);
  }
};
