/** A choice the rules do not allow now: which rule, and why. The game is left as it was. */
export class IllegalChoice extends Error {
  override readonly name = 'IllegalChoice';
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}
