import { type ParseArgsConfig, parseArgs } from 'node:util';

/**
 * node:util parseArgs, strict, except that a negative number after a flag is
 * taken as the flag's value (`--dice -3` reaches the value check, which then
 * says what is wrong, instead of being read as an unknown flag `-3`).
 */
export function parseFlags<O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
  allowPositionals = false,
): ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: boolean; args: string[] }>
> {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else {
      joined.push(arg);
    }
  }
  return parseArgs({ args: joined, options, strict: true, allowPositionals });
}
