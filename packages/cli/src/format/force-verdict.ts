import { type Force, type Problem, checkForce } from '@warroom/forces';

/**
 * The one line on a force list's validity that ends its printed text: every
 * rule of rulebook p.56 checked. `listPath` is the file `warroom force
 * validate` would list the errors of.
 */
export function forceVerdict(
  force: Force | undefined,
  errors: readonly Problem[],
  listPath?: string,
): string {
  const count = errors.length + (force === undefined ? 0 : checkForce(force).errors.length);
  if (count === 0) return 'Valid (rulebook p.56).';
  const command =
    listPath === undefined ? 'warroom force validate' : `warroom force validate ${listPath}`;
  return `NOT valid: ${count} error${count === 1 ? '' : 's'} (${command} lists them).`;
}
