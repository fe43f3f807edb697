// What an uploaded file is, read from its own bytes and never from the name or media type the
// client claims: PNG, JPEG, GIF or WebP, the raster formats browsers show and NetBox's
// ImageField (Pillow) opens, with the width and height its header states. Anything else,
// SVG included (a document that can carry script, which Pillow does not open either), is not
// an image. Each reader looks at a bounded part of the file: a JPEG's markers are walked, each
// skipped by its stated length, and the walk stops at the end of the bytes.

export interface ImageHeader {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** The extension a stored name is given. */
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  width: number;
  height: number;
}

function startsWith(b: Uint8Array, bytes: number[], at = 0): boolean {
  return b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

function png(b: Uint8Array): ImageHeader | null {
  // Signature, then the IHDR chunk first: length 13, type, width, height.
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || b.length < 33) return null;
  if (!startsWith(b, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return { contentType: 'image/png', extension: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageHeader | null {
  if (!(startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) || b.length < 10) return null;
  return { contentType: 'image/gif', extension: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
}

/** Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC), which state the frame's size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpeg(b: Uint8Array): ImageHeader | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) { i++; continue; } // fill byte
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (marker >= 0xd0 && marker <= 0xd7) { i += 2; continue; } // restart markers have no length
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return { contentType: 'image/jpeg', extension: 'jpg', width: u16be(b, i + 7), height: u16be(b, i + 5) };
    i += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageHeader | null {
  if (!startsWith(b, [0x52, 0x49, 0x46, 0x46]) || !startsWith(b, [0x57, 0x45, 0x42, 0x50], 8) || b.length < 30) return null;
  const header = (width: number, height: number): ImageHeader => ({ contentType: 'image/webp', extension: 'webp', width, height });
  if (startsWith(b, [0x56, 0x50, 0x38, 0x20], 12)) { // VP8: lossy, a key frame's start code then 14-bit sizes
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return header(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (startsWith(b, [0x56, 0x50, 0x38, 0x4c], 12)) { // VP8L: lossless, signature 0x2f then 14-bit sizes less one
    if (b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return header((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (startsWith(b, [0x56, 0x50, 0x38, 0x58], 12)) return header(u24le(b, 24) + 1, u24le(b, 27) + 1); // VP8X: canvas size less one
  return null;
}

/** The image `bytes` holds, or null when it is none of the accepted formats (or its header is
 * cut short, or states no size). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const found = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}
