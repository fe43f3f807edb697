// A webhook's ca_file_path, read when the webhook is saved and before each delivery: a regular
// file of at most MAX_CA_FILE bytes. Opened without blocking and checked on the open file
// before any read, so a FIFO, a device (/dev/zero) or a directory cost nothing; every failure
// reads the same, so the answer does not tell which paths exist on the server.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

export const MAX_CA_FILE = 1024 * 1024;

export class CaFileError extends Error {
  constructor() {
    super('must be a regular file of at most 1 MB that netinv can read');
  }
}

export interface CaFile {
  /** Changes when the file does (a new certificate put in place). */
  version: string;
  /** The content; read only when `knownVersion` differs from the file's. */
  text?: string;
}

/** The file at `path` (its content unless its version is `knownVersion`); throws CaFileError. */
export async function readCaFile(path: string, knownVersion?: string): Promise<CaFile> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch {
    throw new CaFileError();
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.size > MAX_CA_FILE) throw new CaFileError();
    const version = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (version === knownVersion) return { version };
    // One byte more than allowed, to notice a file that grew after the stat.
    const buffer = Buffer.alloc(MAX_CA_FILE + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > MAX_CA_FILE) throw new CaFileError();
    }
    return { version, text: buffer.subarray(0, length).toString('utf8') };
  } catch (e) {
    throw e instanceof CaFileError ? e : new CaFileError();
  } finally {
    await handle.close();
  }
}
