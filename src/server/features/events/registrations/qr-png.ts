import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** White modules around the code, as the QR standard asks for the camera to find it. */
const MARGIN = 2;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * `text` as a QR code in a black-and-white PNG of whole pixels per module, at least `minWidth` wide.
 * One bit a pixel: the `qrcode` package's own PNG (RGBA, filtered, deflated at level 9) took about
 * 5 ms a code, most of a registration's CPU in a rush (docs/performance.md#registration-rush); this
 * takes a fraction of a millisecond beside the code's own construction.
 */
export function qrPng(text: string, minWidth: number): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + MARGIN * 2;
  const scale = Math.ceil(minWidth / count);
  const width = count * scale;
  const rowBytes = Math.ceil(width / 8);
  // Each row: filter type 0, then the pixels, 1 = white (grayscale at one bit). A row of modules is
  // drawn once and copied for its `scale` rows of pixels.
  const stride = rowBytes + 1;
  const raw = Buffer.alloc(stride * width, 0xff);
  for (let moduleRow = 0; moduleRow < count; moduleRow += 1) {
    const first = moduleRow * scale * stride;
    raw[first] = 0;
    const row = moduleRow - MARGIN;
    if (row >= 0 && row < modules.size) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        for (let x = (column + MARGIN) * scale, end = x + scale; x < end; x += 1) {
          const at = first + 1 + (x >> 3);
          raw[at] = raw[at]! & ~(0x80 >> (x & 7));
        }
      }
    }
    for (let copy = 1; copy < scale; copy += 1) raw.copy(raw, first + copy * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
