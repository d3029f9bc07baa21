import type { ForwardDie } from '@warroom/armoured-clash';
import type { At, Choice, Constraint, Game, Side } from './game-types.js';

/** The parts of the placement form a choice is made of, besides the point and the facing. */
export interface PlacementForm {
  readonly unit: string;
  readonly target: string;
  readonly card: number | undefined;
  readonly via: readonly At[];
  /** glossary: Forward: the die of the Forward Pool chosen for a Forward unit. */
  readonly forwardDie?: ForwardDie | undefined;
}

/** The facing a unit starts with: towards the other General's edge. */
export function defaultFacing(game: Game, side: Side): number {
  const edge = game.setup.generals[side].rearEdge;
  return edge === 'south' ? 90 : edge === 'north' ? -90 : edge === 'west' ? 0 : 180;
}

/** A select's value as a card id, or none when its "no card" entry is chosen. */
export function cardValue(select: HTMLSelectElement): number | undefined {
  return select.value === '' ? undefined : Number(select.value);
}

/** The choice a point makes for a constraint, with the form's unit, target, card and facing. */
export function choiceFor(c: Constraint, at: At, facing: number, form: PlacementForm): Choice {
  const base = { at, facing };
  // rulebook p.16 Moving a Unit: a move broken into legs.
  const legs = form.via.length === 0 ? {} : { via: form.via };
  const card = form.card === undefined ? {} : { card: form.card };
  const command = form.card === undefined ? {} : { command: form.card };
  switch (c.kind) {
    case 'placeTerrain':
      return { kind: c.kind, piece: form.unit, ...base };
    case 'deploy': {
      // glossary: Forward: a Forward unit deploys with the die of the pool chosen (else the first left).
      const die = c.forwardPool === undefined ? undefined : (form.forwardDie ?? c.forwardPool[0]);
      return {
        kind: c.kind,
        unit: form.unit,
        ...base,
        ...(die === undefined ? {} : { forwardDie: die }),
      };
    }
    case 'deployReserve':
      return { kind: c.kind, unit: form.unit, ...base };
    case 'vanguardAdvance':
      return { kind: c.kind, unit: c.unit, ...base, ...legs };
    case 'flankAttack':
    case 'aerialAssault':
      return { kind: c.kind, unit: form.unit, ...base, ...card };
    case 'charge':
      return { kind: c.kind, target: form.target, ...base, ...legs };
    case 'doubleTime':
      return { kind: c.kind, ...base, ...command, ...legs };
    case 'advance':
      return { kind: c.kind, ...base, ...legs };
    case 'disembark':
    case 'assaultRamp':
    case 'bailOut':
    case 'exit':
      return { kind: c.kind, ...base };
    case 'placePortalMarker':
    case 'placeObjective':
      return { kind: c.kind, at };
  }
}

/** The cards the form offers for a constraint: a Flank Attack's, a Double Time's Commands. */
export function cardsOf(c: Constraint, unit: string): { cards: readonly number[]; none?: string } {
  if (c.kind === 'flankAttack')
    return c.withoutCommand.includes(unit)
      ? { cards: c.cards, none: 'no card (Scouting Parties)' }
      : { cards: c.cards };
  if (c.kind === 'doubleTime') return { cards: c.commands ?? [], none: 'no Command' };
  // glossary: Aerial Assault: no Special Command in the final Round.
  if (c.kind === 'aerialAssault')
    return c.withoutCommand ? { cards: [], none: 'no card (the final Round)' } : { cards: c.cards };
  return { cards: [] };
}
