import type { ClashOffered, GameSetup } from '../game/army.js';
import type { ClashMap } from '../game/clash.js';
import type { ScenarioFile } from '../scenario/scenario-schema.js';
import { pitchedBattleMap } from '../game/clashes/pitched-battle.js';
import { supplyDropZones } from '../game/clashes/supply-drop.js';
import { lordOfTheManorMap } from '../game/clashes/lord-of-the-manor.js';
import { skirmish } from './game-fixture.js';

/** The fixture's Round Limit once a Clash is chosen (rulebook pp.59-64 say five; this says it is the Clash's). */
const CHOSEN_ROUNDS = 5;

function offered(
  clash: ClashOffered['clash'],
  map: ClashMap,
  terrain: ScenarioFile['terrain'] = [],
): ClashOffered {
  return {
    clash,
    rounds: CHOSEN_ROUNDS,
    terrain,
    objectives: map.objectives,
    ...(clash === 'supplyDrop' ? { supplyDropPlacement: true as const } : {}),
    generals: {
      a: { rearEdge: map.rearEdges.a, zone: map.zones.a },
      b: { rearEdge: map.rearEdges.b, zone: map.zones.b },
    },
  };
}

/**
 * The skirmish (decks of Values 1-12 twice, 36" x 36") with its Clash to be
 * chosen after the card draw of rulebook p.56 Select a Clash: Pitched Battle,
 * Supply Drop (its markers placed by the Generals) or Lord of the Manor (its
 * manor standing first).
 */
export function clashToChoose(): GameSetup {
  const battlefield = { width: 36, depth: 36 };
  const manor = lordOfTheManorMap(battlefield, 'south');
  return {
    ...skirmish(),
    clashToChoose: [
      offered('pitchedBattle', pitchedBattleMap(battlefield, 'south')),
      offered('supplyDrop', supplyDropZones(battlefield, 'south')),
      offered('lordOfTheManor', manor, [manor.manor]),
    ],
  };
}
