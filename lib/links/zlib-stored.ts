// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4): valid deflate that any
// inflater reads, written and read back without a compression library. For the short JSON of
// links, where compressing saves little and pako would be the largest script on the page.

const MAX_BLOCK = 0xffff;

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the modulo without overflowing 32 bits.
  for (let i = 0; i < bytes.length; i += 5552) {
    const end = Math.min(i + 5552, bytes.length);
    for (let j = i; j < end; j++) {
      a += bytes[j]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_BLOCK));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  // CMF 0x78 (deflate, 32 KiB window), FLG 0x01 (no dictionary, lowest level; 0x7801 % 31 === 0).
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * MAX_BLOCK, (i + 1) * MAX_BLOCK);
    out[at++] = i === blocks - 1 ? 1 : 0; // BFINAL on the last block, BTYPE 00 (stored)
    out[at++] = chunk.length & 0xff;
    out[at++] = chunk.length >>> 8;
    out[at++] = ~chunk.length & 0xff;
    out[at++] = (~chunk.length >>> 8) & 0xff;
    out.set(chunk, at);
    at += chunk.length;
  }
  const sum = adler32(data);
  out[at++] = sum >>> 24;
  out[at++] = (sum >>> 16) & 0xff;
  out[at++] = (sum >>> 8) & 0xff;
  out[at++] = sum & 0xff;
  return out;
}

/**
 * The data of a zlib stream made only of stored blocks (what `zlibStored` writes), checksum
 * verified; null for anything else, compressed streams included (lib/links/legacy.ts reads those).
 */
export function readZlibStored(bytes: Uint8Array): Uint8Array | null {
  // CMF deflate, FCHECK valid, no preset dictionary.
  if (bytes.length < 11 || (bytes[0]! & 0x0f) !== 8 || ((bytes[0]! << 8) | bytes[1]!) % 31 !== 0 || bytes[1]! & 0x20) return null;
  const parts: Uint8Array[] = [];
  let total = 0;
  let at = 2;
  for (;;) {
    if (at + 5 > bytes.length) return null;
    const head = bytes[at]!;
    if ((head >> 1) & 3) return null; // a compressed block
    const len = bytes[at + 1]! | (bytes[at + 2]! << 8);
    const nlen = bytes[at + 3]! | (bytes[at + 4]! << 8);
    if ((len ^ 0xffff) !== nlen) return null;
    at += 5;
    if (at + len > bytes.length) return null;
    parts.push(bytes.subarray(at, at + len));
    total += len;
    at += len;
    if (head & 1) break; // BFINAL
  }
  if (at + 4 !== bytes.length) return null;
  const out = new Uint8Array(total);
  let o = 0;
  for (const part of parts) {
    out.set(part, o);
    o += part.length;
  }
  const sum = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  return sum === adler32(out) ? out : null;
}
