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
 * Close Formation losses fixed; an Approach Step ends clear of other models.
 * 3: an Interception Sortie's attack waits for its target's General (Dig In,
 * the order of its losses) and takes a Command with its declaration; a
 * Withdrawing model routes round walls and an unplaceable Officer's Field
 * Promotion Withdraws in its stead; an Annihilated unit Garrisons nothing; a
 * unit Destroyed aboard counts with its Transport's Target Category for a
 * Conquest Objective. 4: the General of a unit losing models is asked for its
 * Field Promotion and among equal losses (`fieldPromotion`, `chooseLoss`); a
 * single rank loses only an end that keeps its Officer the centre; a Ponderous
 * unit Withdraws along the Turning Template; an Interception Sortie's Approach
 * ends clear of other models, its turn leaves its models apart, its attack
 * honours Precision, Spotters, Overcharge and Exposed models; a Bank or Brake
 * Turn may not end an Approach with the unit's models overlapping. 5: an
 * Interception Sortie's turn keeps its models on the battlefield, clear of
 * every other model and within 3" of the Officer (the Officer slides too);
 * the plan of its attack, of a Throw and of an Open Top attack reads the
 * target's order of losses, given or standing (glossary: Emplacement); an
 * Escape's Brake Turn is told in its event (docs/protocol.md, Records).
 */
export const RULES_VERSION = 5;
