import { h } from '../dom.js';

/** Bytes turned into characters per call when encoding a file as base64 (below the engines' argument limits). */
const BASE64_CHUNK = 0x8000;

/** A file as the import routes take it: the bytes decide whether it is zipped. */
export interface UploadedFile {
  readonly name: string;
  readonly base64: string;
}

/** Something odd in the files: where (file, battlegroup, unit), what, and its kind (docs/forces.md, Warnings). */
export interface ImportWarning {
  readonly kind: string;
  readonly where: string;
  readonly message: string;
}

/** Whether a file's name ends with one of these (case aside). */
export function endsWithAny(name: string, endings: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return endings.some((ending) => lower.endsWith(ending));
}

/** A chosen file's bytes, in base64, with its name. */
export async function asUpload(file: File): Promise<UploadedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += BASE64_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + BASE64_CHUNK));
  }
  return { name: file.name, base64: btoa(binary) };
}

/** A warning as a list item: where, what, and its kind. */
export function warningItem(warning: ImportWarning): HTMLLIElement {
  return h(
    'li',
    { class: 'warning', 'data-kind': warning.kind },
    h('strong', {}, warning.where),
    `: ${warning.message} `,
    h('small', {}, `(${warning.kind})`),
  );
}
