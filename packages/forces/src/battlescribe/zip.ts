import { crc32, inflateRawSync } from 'node:zlib';
import { DataError } from '@warroom/armoured-clash';

/** One file stored in a zip archive. */
export interface ZipEntry {
  readonly name: string;
  readonly content: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether the bytes start like a zip archive: a file's header, or the end record of an empty one. */
export function isZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const signature = Buffer.from(bytes).readUInt32LE(0);
  return signature === LOCAL_HEADER || signature === END_OF_CENTRAL_DIRECTORY;
}

function endOfCentralDirectory(data: Buffer, where: string): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new DataError(`${where}: not a zip archive (no end of central directory)`);
}

function entryContent(data: Buffer, header: number, name: string, where: string): Buffer {
  const method = data.readUInt16LE(header + 10);
  const expectedCrc = data.readUInt32LE(header + 16);
  const compressedSize = data.readUInt32LE(header + 20);
  const size = data.readUInt32LE(header + 24);
  const local = data.readUInt32LE(header + 42);
  if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) {
    throw new DataError(`${where}: ${name}: the zip entry's local header is missing`);
  }
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  const raw = data.subarray(start, start + compressedSize);
  if (raw.length !== compressedSize) {
    throw new DataError(`${where}: ${name}: the zip entry is cut short`);
  }
  let content: Buffer;
  if (method === STORED) content = Buffer.from(raw);
  else if (method === DEFLATED) {
    try {
      content = inflateRawSync(raw);
    } catch (error) {
      throw new DataError(`${where}: ${name}: cannot inflate (${(error as Error).message})`);
    }
  } else {
    throw new DataError(
      `${where}: ${name}: compression method ${method} is not supported (stored or deflated only)`,
    );
  }
  if (content.length !== size || crc32(content) !== expectedCrc) {
    throw new DataError(`${where}: ${name}: the zip entry is damaged (size or CRC-32 mismatch)`);
  }
  return content;
}

/**
 * The files of a zip archive (read through its central directory; stored or
 * deflated entries, as BattleScribe's .rosz, .catz and .gstz are). Anything
 * else is a DataError naming `where`.
 */
export function readZip(bytes: Uint8Array, where: string): ZipEntry[] {
  const data = Buffer.from(bytes);
  if (data.length < 22) throw new DataError(`${where}: not a zip archive (too short)`);
  const end = endOfCentralDirectory(data, where);
  const count = data.readUInt16LE(end + 10);
  let header = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (header + 46 > data.length || data.readUInt32LE(header) !== CENTRAL_HEADER) {
      throw new DataError(`${where}: the zip archive's central directory is damaged`);
    }
    const nameLength = data.readUInt16LE(header + 28);
    const name = data.toString('utf8', header + 46, header + 46 + nameLength);
    if (!name.endsWith('/')) {
      entries.push({ name, content: entryContent(data, header, name, where) });
    }
    header += 46 + nameLength + data.readUInt16LE(header + 30) + data.readUInt16LE(header + 32);
  }
  return entries;
}
