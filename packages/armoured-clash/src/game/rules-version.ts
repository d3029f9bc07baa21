/**
 * The version of the rules a game record was made with (docs/protocol.md,
 * Records). A record's `format` versions its schema only; this number is
 * written in every new record (`rules`) and must be bumped by one whenever a
 * rules fix changes what an existing record replays to (another game, or a
 * decision it now refuses), so that such a record can say why it no longer
 * replays. Records made before it was kept have no `rules`.
 *
 * 1: the first kept. 2: a Demolition against a Garrison and an Interception
 * Sortie's attack wait for a Bonus Re-Roll; Withdraw, Field Promotion and
 * Close Formation losses fixed; an Approach Step ends clear of other models
 * (docs/protocol.md, Records).
 */
export const RULES_VERSION = 2;
