import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP archive as an unzip program does: from the end-of-directory record to each central entry,
 * then to its local header and data, checking every signature, size and CRC-32 on the way. Throws on the
 * first thing that does not add up. Test-only: the site writes archives, it never reads them.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > archive.length) throw new Error('no end-of-directory record');
  const count = archive.readUInt16LE(endAt + 10);
  const directorySize = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('the directory does not end where the end record starts');
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${index}: bad central signature`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local signature`);
    if (archive.readUInt32LE(local + 18) !== compressed || archive.readUInt32LE(local + 22) !== size)
      throw new Error(`${name}: local and central sizes differ`);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + compressed);
    const bytes = method === 8 ? inflateRawSync(data) : method === 0 ? Buffer.from(data) : null;
    if (!bytes) throw new Error(`${name}: unknown method ${method}`);
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`${name}: size or CRC-32 wrong`);
    if (files.has(name)) throw new Error(`${name}: twice in the archive`);
    files.set(name, bytes);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
