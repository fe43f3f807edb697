// The part of busboy 1.6's API that multipart.ts uses (the package ships no types).
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
    }
    interface FileInfo { filename: string | undefined; encoding: string; mimeType: string }
    interface FieldInfo { nameTruncated: boolean; valueTruncated: boolean; encoding: string; mimeType: string }
    interface FileStream extends Readable { truncated: boolean }
    interface Busboy extends Writable {
      on(event: 'field', listener: (name: string, value: string, info: FieldInfo) => void): this;
      on(event: 'file', listener: (name: string, stream: FileStream, info: FileInfo) => void): this;
      on(event: 'partsLimit' | 'filesLimit' | 'fieldsLimit' | 'close', listener: () => void): this;
      on(event: 'error', listener: (error: Error) => void): this;
    }
  }
  function busboy(config: { headers: IncomingHttpHeaders; limits?: busboy.Limits }): busboy.Busboy;
  export default busboy;
}
