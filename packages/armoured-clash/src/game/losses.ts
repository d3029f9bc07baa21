import { type Point, distance, point, rotate } from '@warroom/engine';
import type { GameSetup } from './army.js';
import { type GameEvent, event } from './events.js';
import { type GameState, type UnitState, other } from './state.js';
import { armyUnit } from './table-of.js';

/**
 * rulebook p.34 Destroying Models: in Open Formation the model closest to the
 * attacker goes; in Close Formation one from the back rank (the General's
 * choice: here the one furthest back, then furthest from the centre). The
 * Officer goes last of all (rulebook p.35 Loss of an Officer: another model is
 * removed in its stead in Close Formation; in Open Formation, when the Officer
 * is closest it is Destroyed and a Field Promotion follows).
 */
export function destroyModels(
  setup: GameSetup,
  state: GameState,
  unitState: UnitState,
  count: number,
  from: Point | undefined,
): GameEvent[] {
  const events: GameEvent[] = [];
  const unit = armyUnit(setup, unitState.id);
  for (let i = 0; i < count && unitState.models.length > 0; i++) {
    const officer = unitState.models.find((m) => m.id === unitState.officer) ?? unitState.models[0];
    const origin = point(officer?.x ?? 0, officer?.y ?? 0);
    const behind = (m: { x: number; y: number }): number =>
      -rotate(point(m.x - origin.x, m.y - origin.y), -(officer?.facing ?? 0)).x;
    const sideways = (m: { x: number; y: number }): number =>
      Math.abs(rotate(point(m.x - origin.x, m.y - origin.y), -(officer?.facing ?? 0)).y);
    const candidates = unitState.models.filter(
      (m) => m.id !== unitState.officer || unitState.models.length === 1,
    );
    const closeFormation = unit.formation === 'close';
    const pool = closeFormation || from === undefined ? candidates : unitState.models;
    const victim = pool
      .slice()
      .sort((p, q) =>
        closeFormation || from === undefined
          ? behind(q) - behind(p) || sideways(q) - sideways(p)
          : distance(point(p.x, p.y), from) - distance(point(q.x, q.y), from),
      )[0];
    if (victim === undefined) break;
    unitState.models = unitState.models.filter((m) => m !== victim);
    if (victim.id === unitState.officer && unitState.models.length > 0) {
      unitState.officer = unitState.models[0]?.id ?? unitState.officer;
      if (!unitState.statuses.includes('disordered')) unitState.statuses.push('disordered');
      events.push(
        event('officer', `${unit.name} loses its Officer and is Disordered`, { unit: unit.id }),
      );
    }
  }
  if (unitState.models.length === 0) events.push(...annihilate(setup, state, unitState));
  return events;
}

/** rulebook p.35 Annihilating Units: the opposing General scores the unit's Victory Points Rating. */
export function annihilate(setup: GameSetup, state: GameState, unitState: UnitState): GameEvent[] {
  const unit = armyUnit(setup, unitState.id);
  unitState.models = [];
  unitState.annihilated = true;
  unitState.damage = 0;
  const scorer = other(unitState.side);
  state.players[scorer].vp += unit.victoryPoints;
  return [
    event(
      'annihilated',
      `${unit.name} is Annihilated: General ${scorer.toUpperCase()} scores ${unit.victoryPoints} VP`,
      {
        unit: unit.id,
        side: scorer,
      },
    ),
  ];
}
