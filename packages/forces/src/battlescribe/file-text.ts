import { DataError } from '@warroom/armoured-clash';
import { isZip, readZip } from './zip.js';

/**
 * The XML text of a BattleScribe file: `.gst`, `.cat` and `.ros` are XML;
 * `.gstz`, `.catz` and `.rosz` are zip archives holding exactly one of them.
 * The bytes decide, not the file name. A zip with no file or several is a
 * DataError naming `where`.
 */
export function battleScribeText(bytes: Uint8Array, where: string): string {
  if (!isZip(bytes)) return Buffer.from(bytes).toString('utf8');
  const entries = readZip(bytes, where);
  const [only, ...more] = entries;
  if (only === undefined) throw new DataError(`${where}: the zip archive holds no file`);
  if (more.length > 0) {
    throw new DataError(
      `${where}: the zip archive holds ${entries.length} files (${entries.map((e) => e.name).join(', ')}); a BattleScribe file holds one`,
    );
  }
  return only.content.toString('utf8');
}
