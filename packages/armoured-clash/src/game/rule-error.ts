/**
 * A choice the rules do not allow now: which rule, and why. The game is left as it was.
 *
 * A refusal is an answer, not a fault: it carries no stack trace. Capturing one
 * is most of what making an Error costs (about 16 µs in V8), and bots have many
 * of their sampled placements and moves refused.
 */
export class IllegalChoice extends Error {
  override readonly name = 'IllegalChoice';
  readonly rule: string;
  constructor(rule: string, message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.rule = rule;
  }
}
