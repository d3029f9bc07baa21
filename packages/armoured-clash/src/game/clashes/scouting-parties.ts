import { lookUpName } from '../../rules/rule-ref.js';
import type { GameSetup } from '../army.js';
import { armyUnit } from '../army-unit.js';

/**
 * rulebook p.61 Lord of the Manor, Special Rule Scouting Parties: a unit with
 * the Vanguard special rule deployed from Reserve may make a Flank Attack
 * (p.21) without being issued a Special Command — in this Clash only.
 */
export function scoutingParty(setup: GameSetup, unitId: string): boolean {
  return (
    setup.clash === 'lordOfTheManor' && lookUpName(armyUnit(setup, unitId).specialRules, 'Vanguard')
  );
}
