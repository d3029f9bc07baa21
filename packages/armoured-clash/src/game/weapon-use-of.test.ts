import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  coruscating,
  fieldsOfFire,
  moveOrFire,
  reactive,
  slowToFire,
} from '../rules/entries/outside-the-attack.js';
import { overcharge } from '../rules/entries/overcharge.js';
import { portalBlast } from '../rules/entries/portal-blast.js';
import { precision } from '../rules/entries/precision.js';
import type { RuleEntry } from '../rules/rule-entry.js';
import { PLAIN_WEAPON_USE, type WeaponUse } from '../rules/weapon-use.js';
import { weaponUseOf } from './weapon-use-of.js';

const row = (...names: string[]) => ({ qualities: names.map((name) => ({ name })) });

/** The row's use folded by the game, and the entry's own handler at the step weaponUse. */
function useOf(entry: RuleEntry): {
  readonly folded: WeaponUse;
  readonly handler: WeaponUse | undefined;
} {
  return {
    folded: weaponUseOf(row(entry.name)),
    handler: entry.inGame?.weaponUse?.(PLAIN_WEAPON_USE, 0),
  };
}

describe('game step weaponUse (game/weapon-use-of.ts)', () => {
  it('glossary: Slow to Fire: refused while Reloading or Suppressed, as Opportunity Fire; Reloading after', () => {
    const { folded, handler } = useOf(slowToFire);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, slowToFire: true, reloads: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Reactive: only as Opportunity Fire, not while Reloading; Reloading after', () => {
    const { folded, handler } = useOf(reactive);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, reactive: true, reloads: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Coruscating: only along a line from the Officer, never Opportunity Fire', () => {
    const { folded, handler } = useOf(coruscating);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, coruscatingLine: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Portal Blast: only against a Portal Marker', () => {
    const { folded, handler } = useOf(portalBlast);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, portalBlast: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Move or Fire: not in the Attack Step after an Advance manoeuvre', () => {
    const { folded, handler } = useOf(moveOrFire);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, moveOrFire: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Fields of Fire: two targets, one in each Front Arc', () => {
    const { folded, handler } = useOf(fieldsOfFire);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, fieldsOfFire: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Overcharge: its General may declare an Overcharge', () => {
    const { folded, handler } = useOf(overcharge);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, overcharge: true });
    assert.deepEqual(handler, folded);
  });

  it('glossary: Precision: declared for a Retaliation', () => {
    const { folded, handler } = useOf(precision);
    assert.deepEqual(folded, { ...PLAIN_WEAPON_USE, precision: true });
    assert.deepEqual(handler, folded);
  });

  it("folds every quality of the row, once per row's qualities; others change nothing", () => {
    const both = row('Coruscating', 'Overcharge', 'Devastating');
    assert.deepEqual(weaponUseOf(both), {
      ...PLAIN_WEAPON_USE,
      coruscatingLine: true,
      overcharge: true,
    });
    assert.equal(weaponUseOf({ ...both }), weaponUseOf(both));
    assert.deepEqual(weaponUseOf(row('Devastating', 'Torrent')), PLAIN_WEAPON_USE);
  });
});
