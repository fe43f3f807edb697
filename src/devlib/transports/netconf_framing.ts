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

/** Largest message read (a Junos configuration is a few MiB): a device streaming more is cut off. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Incoming bytes to whole messages, in the framing in force when each message is read. Reads
 * in linear time whatever the chunking: the bytes are appended to a buffer that grows by
 * doubling, and a message is scanned once, from where the last look stopped. */
export class FrameReader {
  framing: Framing = '1.0';
  private store: Buffer = Buffer.alloc(0);
  private length = 0;
  /** Where the current message starts in `store`. */
  private start = 0;
  /** 1.0: bytes of the current message already searched for the end marker. 1.1: where the
   * next chunk header begins. */
  private scanned = 0;
  /** 1.1: the chunks of the current message read so far, and whether its first header was checked. */
  private parts: Buffer[] = [];
  private begun = false;

  constructor(private readonly maxMessage = MAX_MESSAGE_BYTES) {}

  private get buffer(): Buffer {
    return this.store.subarray(this.start, this.length);
  }

  push(chunk: Buffer): void {
    if (this.length - this.start + chunk.length > this.maxMessage + 64)
      throw new NetconfFramingError(`a NETCONF message larger than ${this.maxMessage} bytes`);
    if (this.length + chunk.length > this.store.length) {
      // Drop what was read, and grow by doubling: appending stays linear overall.
      const kept = this.length - this.start;
      const grown = Buffer.allocUnsafe(Math.max(kept + chunk.length, this.store.length * 2, 65536));
      this.store.copy(grown, 0, this.start, this.length);
      this.store = grown;
      this.length = kept;
      this.start = 0;
    }
    chunk.copy(this.store, this.length);
    this.length += chunk.length;
  }

  /** The next whole message, or undefined until more bytes arrive; NetconfFramingError when
   * the bytes cannot be a message in the current framing. */
  next(): string | undefined {
    return this.framing === '1.0' ? this.endOfMessage() : this.chunked();
  }

  private consumed(bytes: number): void {
    this.start += bytes;
    this.scanned = 0;
    this.parts = [];
    this.begun = false;
  }

  private endOfMessage(): string | undefined {
    const b = this.buffer;
    const end = b.indexOf(END_OF_MESSAGE, Math.max(0, this.scanned - END_OF_MESSAGE.length + 1));
    if (end < 0) {
      this.scanned = b.length;
      return undefined;
    }
    const message = b.subarray(0, end).toString('utf8');
    this.consumed(end + END_OF_MESSAGE.length);
    return message;
  }

  private chunked(): string | undefined {
    const b = this.buffer;
    let at = this.scanned;
    if (!this.begun) {
      // Line ends left over after the previous message (a 1.0 hello followed by a newline).
      while (at < b.length && (b[at] === LF || b[at] === 0x0d || b[at] === 0x20)) at++;
      if (at >= b.length) return undefined;
      if (b[at - 1] !== LF || b[at] !== HASH) throw this.malformed(at, 'a chunk header "\\n#<size>\\n"');
      this.begun = true;
      this.scanned = at - 1; // at the "\n" of the first header
      at = this.scanned;
    }
    // `at` is at the "\n" of the next chunk header (or of the end of the message, "\n##\n").
    for (;;) {
      if ((at < b.length && b[at] !== LF) || (at + 1 < b.length && b[at + 1] !== HASH)) throw this.malformed(at, '"\\n#" after a chunk');
      if (at + 2 >= b.length) return undefined;
      const hash = at + 1;
      if (b[hash + 1] === HASH) {
        if (hash + 2 >= b.length) return undefined;
        if (b[hash + 2] !== LF) throw this.malformed(hash + 2, 'a line feed after "##"');
        if (!this.parts.length) throw this.malformed(hash, 'a chunk before the end of the message');
        const message = Buffer.concat(this.parts).toString('utf8');
        this.consumed(hash + 3);
        return message;
      }
      const digits = hash + 1;
      let end = digits;
      while (end < b.length && b[end]! >= 0x30 && b[end]! <= 0x39 && end - digits <= 10) end++;
      if (end - digits > 10) throw this.malformed(digits, 'a chunk size of at most 10 digits');
      if (end >= b.length) return undefined;
      const size = Number(b.subarray(digits, end).toString('latin1'));
      if (b[end] !== LF || end === digits || b[digits] === 0x30 || size > MAX_CHUNK) throw this.malformed(digits, 'a chunk size from 1 to 4294967295 and a line feed');
      const data = end + 1;
      if (data + size > b.length) return undefined;
      this.parts.push(Buffer.from(b.subarray(data, data + size)));
      at = this.scanned = data + size;
    }
  }

  private malformed(at: number, expected: string): NetconfFramingError {
    const seen = JSON.stringify(this.buffer.subarray(at, at + 20).toString('latin1'));
    return new NetconfFramingError(`malformed NETCONF 1.1 framing: expected ${expected}, got ${seen}`);
  }
}
