// NETCONF message framing over SSH (RFC 6242): base:1.0 ends each message with "]]>]]>",
// base:1.1 sends it in chunks ("\n#<octets>\n<data>" ... "\n##\n"). Both sides start in 1.0
// for the hellos and switch to 1.1 when both offered it. Shared by the transport and the
// device simulator.

export type Framing = '1.0' | '1.1';

const END_OF_MESSAGE = ']]>]]>';
const MAX_CHUNK = 4294967295;
const LF = 0x0a;
const HASH = 0x23;

/** Bytes that break the framing: the stream cannot be read any further. */
export class NetconfFramingError extends Error {}

/** One message, framed for sending. 1.1 splits it into chunks of at most `chunkSize` octets. */
export function frame(message: string, framing: Framing, chunkSize = 65536): Buffer {
  if (framing === '1.0') return Buffer.from(message + END_OF_MESSAGE);
  const data = Buffer.from(message);
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += chunkSize) {
    const chunk = data.subarray(at, at + chunkSize);
    parts.push(Buffer.from(`\n#${chunk.length}\n`), chunk);
  }
  parts.push(Buffer.from('\n##\n'));
  return Buffer.concat(parts);
}

/** Incoming bytes to whole messages, in the framing in force when each message is read. */
export class FrameReader {
  framing: Framing = '1.0';
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
  }

  /** The next whole message, or undefined until more bytes arrive; NetconfFramingError when
   * the bytes cannot be a message in the current framing. */
  next(): string | undefined {
    return this.framing === '1.0' ? this.endOfMessage() : this.chunked();
  }

  private endOfMessage(): string | undefined {
    const end = this.buffer.indexOf(END_OF_MESSAGE);
    if (end < 0) return undefined;
    const message = this.buffer.subarray(0, end).toString('utf8');
    this.buffer = this.buffer.subarray(end + END_OF_MESSAGE.length);
    return message;
  }

  private chunked(): string | undefined {
    const b = this.buffer;
    const parts: Buffer[] = [];
    let at = 0;
    // Line ends left over after the previous message (a 1.0 hello followed by a newline).
    while (at < b.length && (b[at] === LF || b[at] === 0x0d || b[at] === 0x20)) at++;
    if (at < b.length && (b[at - 1] !== LF || b[at] !== HASH)) throw this.malformed(at, 'a chunk header "\\n#<size>\\n"');
    for (;;) {
      if (at + 1 >= b.length) return undefined;
      at++; // the "#"
      if (b[at] === HASH) {
        if (at + 1 >= b.length) return undefined;
        if (b[at + 1] !== LF) throw this.malformed(at + 1, 'a line feed after "##"');
        if (!parts.length) throw this.malformed(at, 'a chunk before the end of the message');
        this.buffer = b.subarray(at + 2);
        return Buffer.concat(parts).toString('utf8');
      }
      const digits = at;
      while (at < b.length && b[at]! >= 0x30 && b[at]! <= 0x39 && at - digits <= 10) at++;
      if (at - digits > 10) throw this.malformed(digits, 'a chunk size of at most 10 digits');
      if (at >= b.length) return undefined;
      const size = Number(b.subarray(digits, at).toString('latin1'));
      if (b[at] !== LF || at === digits || b[digits] === 0x30 || size > MAX_CHUNK) throw this.malformed(digits, 'a chunk size from 1 to 4294967295 and a line feed');
      at++;
      if (at + size > b.length) return undefined;
      parts.push(b.subarray(at, at + size));
      at += size;
      if (at + 1 >= b.length) return undefined;
      if (b[at] !== LF || b[at + 1] !== HASH) throw this.malformed(at, '"\\n#" after a chunk');
      at++;
    }
  }

  private malformed(at: number, expected: string): NetconfFramingError {
    const seen = JSON.stringify(this.buffer.subarray(at, at + 20).toString('latin1'));
    return new NetconfFramingError(`malformed NETCONF 1.1 framing: expected ${expected}, got ${seen}`);
  }
}
