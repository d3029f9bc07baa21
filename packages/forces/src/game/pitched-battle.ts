import {
  type DeckDefinition,
  type ForceScale,
  type GameSetup,
  PITCHED_BATTLE_ROUNDS,
  type ScenarioFile,
  pitchedBattleMap,
} from '@warroom/armoured-clash';
import type { Force } from '../force-list/resolve-force.js';
import { type LeftOut, armyOf } from './game-army.js';

/** rulebook p.52: the recommended battlefield of each Force Scale (width x depth, Rear Edges on the width). */
export const BATTLEFIELD: Readonly<
  Record<ForceScale, { readonly width: number; readonly depth: number }>
> = {
  skirmish: { width: 36, depth: 48 },
  battle: { width: 48, depth: 48 },
  cataclysm: { width: 72, depth: 48 },
};

/**
 * A sample terrain layout, the same for both Generals (it turns into itself
 * under a half turn about the centre): two woods, two ruins, two hills and two
 * walls, away from the edges and the Strategic Objectives. Placing terrain by
 * the Generals' alternating choices (rulebook p.53) is not played yet.
 */
export function sampleTerrain(battlefield: {
  readonly width: number;
  readonly depth: number;
}): ScenarioFile['terrain'] {
  const { width: w, depth: d } = battlefield;
  const both = (
    id: string,
    make: (x: number, y: number, turned: number) => ScenarioFile['terrain'][number]['area'],
    x: number,
    y: number,
    size: number,
    features: ScenarioFile['terrain'][number]['features'],
  ): ScenarioFile['terrain'] => [
    { id: `${id}-1`, size, features, area: make(x, y, 0) },
    { id: `${id}-2`, size, features, area: make(w - x, d - y, 180) },
  ];
  const wood = (x: number, y: number) => ({
    circle: { centre: [x, y] as [number, number], radius: 3 },
  });
  const block = (width: number, depth: number) => (x: number, y: number, turned: number) => ({
    rectangle: { centre: [x, y] as [number, number], width, depth, facing: turned },
  });
  const hill = (x: number, y: number) => ({
    circle: { centre: [x, y] as [number, number], radius: 4 },
  });
  return [
    ...both('wood', wood, w * 0.25, d * 0.36, 2, ['dense']),
    ...both('ruin', block(4, 3), w * 0.55, d * 0.37, 3, ['blocking']),
    ...both('hill', hill, w * 0.12, d * 0.62, 1, ['hill']),
    ...both('wall', block(0.5, 6), w * 0.75, d * 0.43, 1, ['obstacle']),
  ];
}

/**
 * rulebook p.59 Clash 1 Pitched Battle between two validated forces: General A's
 * Rear Edge is the south edge, General B's the north; five Rounds; three
 * Strategic Objectives on the midway line.
 */
export function pitchedBattleSetup(input: {
  readonly forces: { readonly a: Force; readonly b: Force };
  readonly decks: { readonly a: DeckDefinition; readonly b: DeckDefinition };
  readonly scale: ForceScale;
}): { setup: GameSetup; leftOut: { a: LeftOut[]; b: LeftOut[] } } {
  const battlefield = BATTLEFIELD[input.scale];
  const map = pitchedBattleMap(battlefield, 'south');
  const a = armyOf(input.forces.a, 'a');
  const b = armyOf(input.forces.b, 'b');
  const general = (side: 'a' | 'b', units: typeof a.units) => ({
    name: input.forces[side].list.name ?? input.forces[side].list.faction,
    units,
    deck: input.decks[side],
    rearEdge: map.rearEdges[side],
    zone: map.zones[side],
  });
  return {
    setup: {
      scale: input.scale,
      rounds: PITCHED_BATTLE_ROUNDS,
      battlefield,
      terrain: sampleTerrain(battlefield),
      clash: 'pitchedBattle',
      objectives: map.objectives,
      generals: { a: general('a', a.units), b: general('b', b.units) },
    },
    leftOut: { a: a.leftOut, b: b.leftOut },
  };
}
