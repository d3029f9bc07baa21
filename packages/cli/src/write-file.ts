import { writeFileSync } from 'node:fs';
import { DataError } from '@warroom/armoured-clash';

/** Writes a text file; a file that cannot be written is a DataError naming it. */
export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw new DataError(
      `${path}: cannot write the file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
