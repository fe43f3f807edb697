// Content codings (RFC 9110 8.4): which one a client accepts, and answers written in it. One
// negotiation serves the UI's assets, stored compressed by the build (routes/ui.ts), and the
// API's JSON answers, compressed as they are sent (COMPRESS_RESPONSES); the levels and the
// threshold are chosen by bench/compression.ts (bench/compression.md).
import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';

/** The codings answers are compressed in, preferred first (brotli is the smaller at the same
 * cost, bench/compression.md). */
const CODINGS = [['br'], ['gzip']] as const;
export type Coding = (typeof CODINGS)[number][0];

/** The offered coding the client accepts with the highest weight; between equal weights the
 * first offered (the smaller), where content negotiation would take the client's order and so
 * gzip from a browser's `gzip, deflate, br`. Undefined for none: the identity is sent. */
export function acceptedCoding<T extends readonly [string, ...unknown[]]>(accept: string, offered: readonly T[]): T | undefined {
  const weights = new Map<string, number>();
  for (const part of accept.split(',', 20)) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: T | undefined;
  let bestWeight = 0;
  for (const o of offered) {
    const weight = weights.get(o[0]) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [o, weight];
  }
  return best;
}

/** Answers smaller than this are sent as they are: an answer that fits TCP's initial
 * congestion window (10 segments, RFC 6928) arrives in one round trip compressed or not, and
 * compressing it would only add its cost (bench/compression.md). */
export const MIN_COMPRESSED_BYTES = 14 * 1024;
/** Answers up to this size are compressed in one call and sent with their Content-Length;
 * larger ones stream through the compressor, on libuv's threads, chunk by chunk. */
const STREAMED_FROM = 64 * 1024;

/** The fastest levels: a dynamic answer is compressed once per request (bench/compression.md). */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
/** An answer that never changes (the OpenAPI document) is compressed once per process, so
 * harder. */
const BROTLI_QUALITY_KEPT = 5;
const GZIP_LEVEL_KEPT = 6;

function brotliOptions(quality: number, size: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

function compressSync(coding: Coding, body: Buffer, kept: boolean): Buffer {
  return coding === 'br' ? brotliCompressSync(body, brotliOptions(kept ? BROTLI_QUALITY_KEPT : BROTLI_QUALITY, body.length)) : gzipSync(body, { level: kept ? GZIP_LEVEL_KEPT : GZIP_LEVEL });
}

function compressor(coding: Coding, size: number): BrotliCompress | Gzip {
  return coding === 'br' ? createBrotliCompress(brotliOptions(BROTLI_QUALITY, size)) : createGzip({ level: GZIP_LEVEL });
}

/** Chooses the coding of the request's answers once, when compression is on: every answer may
 * then be compressed, so every answer names Accept-Encoding in Vary. */
export function negotiateCoding(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (enabled) {
      res.vary('Accept-Encoding');
      const coding = acceptedCoding(req.headers['accept-encoding'] ?? '', CODINGS);
      if (coding) res.locals.coding = coding[0];
    }
    next();
  };
}

/** Compressed copies of answers that never change, by key and coding. */
const kept = new Map<string, Buffer>();

/**
 * Writes an answer's body (its status and Content-Type already set), in the coding negotiated
 * for the request when it has one and the body is at least MIN_COMPRESSED_BYTES: with
 * Content-Encoding and its Content-Length, or, from STREAMED_FROM bytes on, streamed through
 * the compressor without one (chunked). `keep` names an answer that never changes: its
 * compressed copy is made once and kept under that name. A HEAD answer has the headers of
 * the GET and no body; a 204 or 304 none either.
 */
export function writeBody(req: Request, res: Response, chunks: readonly string[], keep?: string): void {
  let length = 0;
  for (const c of chunks) length += Buffer.byteLength(c);
  const coding = res.locals.coding as Coding | undefined;
  if (!coding || length < MIN_COMPRESSED_BYTES || res.statusCode === 204 || res.statusCode === 304) {
    res.setHeader('Content-Length', length);
    for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
    res.end(chunks.at(-1));
    return;
  }
  res.setHeader('Content-Encoding', coding);
  if (keep !== undefined || length < STREAMED_FROM) {
    const key = keep === undefined ? undefined : `${coding} ${keep}`;
    let body = key === undefined ? undefined : kept.get(key);
    if (body === undefined) {
      body = compressSync(coding, Buffer.from(chunks.length === 1 ? chunks[0]! : chunks.join('')), key !== undefined);
      if (key !== undefined) kept.set(key, body);
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // The length of a streamed answer is known once it is sent: none is declared, for HEAD too.
  res.removeHeader('Content-Length');
  if (req.method === 'HEAD') return void res.end();
  const z = compressor(coding, length);
  // A client gone before the end frees the compressor; its error ends the answer unfinished.
  res.on('close', () => z.destroy());
  z.on('error', () => res.destroy());
  z.pipe(res);
  for (const c of chunks) z.write(c);
  z.end();
}
