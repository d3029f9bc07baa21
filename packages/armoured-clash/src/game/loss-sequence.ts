import type { GameSetup } from './army.js';
import { backRankChoices } from './close-formation-ranks.js';
import { formationOf } from './formation.js';
import { type LossChoice, lossReach, nextLoss } from './loss-order.js';
import { fieldPromotion, keepingCoherency } from './field-promotion.js';
import { lossCandidates, steadOf } from './loss-preference.js';
import type { AttackingUnit } from './open-formation-losses.js';
import type { ModelState, UnitState } from './state.js';
import type { LossAsker } from './loss-choice-due.js';

/** One loss of an attack: the model Destroyed, and the model removed (another in its stead, p.35). */
export interface Loss {
  /** The model Destroyed: its Defence is the one the Damage towards it reads (glossary: Emplacement). */
  readonly destroyed: ModelState;
  /** The model taken off the table: a back-rank model in a Close Formation Officer's stead. */
  readonly removed: ModelState;
  /** rulebook p.35 Field Promotion: the survivor made Officer once an Open Formation Officer is Destroyed. */
  readonly promoted?: ModelState;
}

/** Losses taken in a game: the General asked (`ask`) where it chooses, for the first `count` losses only. */
export interface LossesAsked {
  readonly ask: LossAsker;
  readonly count: number;
}

/** The choice once `id` has been Destroyed: a model chosen (Precision) is chosen once. */
function spent(choice: LossChoice, id: string): LossChoice {
  if (choice.first === undefined || !choice.first.includes(id)) return choice;
  return { ...choice, first: choice.first.filter((picked) => picked !== id) };
}

/**
 * rulebook p.34 Destroying Models: every loss an attack from `from` can
 * inflict on the unit, in the order the losses take them (loss-order.ts
 * nextLoss: Precision's picks, Open Formation's closest models, measured once
 * before the losses, Close Formation's back rank), the unit's own changes
 * followed as they happen: p.35 Loss of an Officer, a Close Formation Officer
 * stays and a back-rank model is removed in its stead; an Open Formation
 * Officer Destroyed, another is promoted (fieldPromotion) before the next
 * loss. The game Destroys models in this order (losses.ts destroyModels) and
 * the attack roll reads each model's Defence in it (glossary: Emplacement),
 * so the two cannot differ. The unit is not changed. `asked`: the losses
 * a game takes, its General asked where it chooses (game/loss-choice-due.ts),
 * the walk ending after `count` of them.
 */
export function lossSequence(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  choice: LossChoice = {},
  asked?: LossesAsked,
): readonly Loss[] {
  return walkLosses(setup, unitState, from, choice, () => false, asked);
}

/** The choices rulebook pp.34-35 give the unit's General among its losses. */
export interface LossChoiceKinds {
  /** p.34 Open Formation: of models equally closest to the attacking unit. */
  readonly equallyClosest: boolean;
  /** p.34 Close Formation: a model of the back rank, or an end of a single rank (and p.35: one in the Officer's stead). */
  readonly backRank: boolean;
  /** p.35 Field Promotion: the survivor that becomes the Officer. */
  readonly fieldPromotion: boolean;
}

/** Every choice the rulebook gives. */
export const EVERY_LOSS_CHOICE: LossChoiceKinds = {
  equallyClosest: true,
  backRank: true,
  fieldPromotion: true,
};

/**
 * Whether the unit's General has a choice of the `kinds` asked about among the
 * first `count` losses of an attack from `from` (all of them when undefined):
 * models equally closest in Open Formation, several in the back rank or two
 * ends of a single rank in Close Formation (rulebook p.34), a Field Promotion
 * among several survivors that keep the unit in coherency (p.35:
 * field-promotion.ts); not where Precision's picks decide.
 */
export function generalChoosesLosses(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  choice: LossChoice = {},
  kinds: LossChoiceKinds = EVERY_LOSS_CHOICE,
  count = unitState.models.length,
): boolean {
  const reach = lossReach(setup, unitState, from);
  const asked = reach === undefined ? kinds.backRank : kinds.equallyClosest;
  if (!asked && !kinds.backRank && !kinds.fieldPromotion) return false;
  let seen = 0;
  let open = false;
  walkLosses(setup, unitState, from, choice, (standing, loss, left) => {
    const picked = left.first?.includes(loss.destroyed.id) === true;
    const officer = loss.destroyed.id === standing.officer;
    const inStead = officer && loss.removed !== loss.destroyed;
    open =
      (asked && !picked && lossCandidates(standing, reach, choice.among).length > 1) ||
      (kinds.backRank && inStead && backRankChoices(standing).length > 1) ||
      (kinds.fieldPromotion && officer && !inStead && promotable(setup, standing, loss) > 1);
    seen += 1;
    return open || seen >= count;
  });
  return open;
}

/**
 * rulebook p.35 Field Promotion, "choosing a surviving model": how many of the
 * models `standing` keeps once `loss` is removed may become its Officer (those
 * that keep the most models in Unit Coherency: field-promotion.ts).
 */
function promotable(setup: GameSetup, standing: UnitState, loss: Loss): number {
  const survivors = standing.models.filter((m) => m !== loss.removed);
  return keepingCoherency(setup, { ...standing, models: survivors }).length;
}

/** Walks the losses in order; `stop` sees the unit before each loss and the choice left, and may end the walk. */
function walkLosses(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  choice: LossChoice,
  stop: (standing: UnitState, loss: Loss, left: LossChoice) => boolean,
  asked?: LossesAsked,
): readonly Loss[] {
  const close = formationOf(setup, unitState) === 'close';
  const reach = lossReach(setup, unitState, from);
  const losses: Loss[] = [];
  const ask = asked?.ask;
  const count = asked?.count ?? Number.POSITIVE_INFINITY;
  let standing: UnitState = unitState;
  let left = choice;
  while (standing.models.length > 0 && losses.length < count) {
    const destroyed = nextLoss(standing, reach, left, ask);
    if (destroyed === undefined) break;
    const isOfficer = destroyed.id === standing.officer;
    const inStead = isOfficer && close && standing.models.length > 1;
    const removed = (inStead ? steadOf(standing, choice.preference, ask) : undefined) ?? destroyed;
    if (stop(standing, { destroyed, removed }, left)) {
      losses.push({ destroyed, removed });
      break;
    }
    left = spent(left, destroyed.id);
    const models = standing.models.filter((m) => m !== removed);
    standing = { ...standing, models };
    const promoted =
      isOfficer && !inStead
        ? fieldPromotion(setup, standing, from, choice.preference, ask)
        : undefined;
    if (promoted !== undefined) standing = { ...standing, officer: promoted.id };
    losses.push(promoted === undefined ? { destroyed, removed } : { destroyed, removed, promoted });
  }
  return losses;
}

/**
 * rulebook p.35 Loss of an Officer: how many losses of an attack from `from`
 * take the unit's Officer while a model is left (the unit is then Disordered
 * before its Suppression Test), in the order the game Destroys them; undefined
 * when only the last model would. For the exact odds (odds/attack-odds.ts).
 */
export function officerLostAfter(
  setup: GameSetup,
  unitState: UnitState,
  from: AttackingUnit | undefined,
  choice: LossChoice = {},
): number | undefined {
  const sequence = lossSequence(setup, unitState, from, choice);
  const at = sequence.findIndex((loss) => loss.destroyed.id === unitState.officer);
  return at < 0 || at + 1 >= unitState.models.length ? undefined : at + 1;
}
