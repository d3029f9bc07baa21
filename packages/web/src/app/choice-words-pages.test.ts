import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeChoice } from './play/choice-words.js';
import type { Choice, Side } from './play/game-types.js';
import { GAME } from './play/play-game-fixture.js';
import { NAMES } from './replays/replay-step-fixture.js';
import { choiceText } from './replays/replay-words.js';

/** A choice both pages say, with the rule it comes from and its words on each page, side by side. */
interface SaidOnBothPages {
  readonly rule: string;
  readonly choice: Choice;
  /** The General who chose (whose cards the choice names). */
  readonly side: Side;
  readonly play: string;
  readonly replay: string;
}

const SAID: readonly SaidOnBothPages[] = [
  {
    rule: 'rulebook pp.50-51, glossary: Brake Turn: a sortie’s inches and its Brake Turn',
    choice: { kind: 'approach', inches: 16, brakeTurn: { after: 10, facing: 0 } },
    side: 'a',
    play: 'Approach 16.0″ Brake Turn after 10.0″ to face 0°',
    replay: 'Approach: Flying 16.0″, Brake Turn after 10.0″ to face 0°',
  },
  {
    rule: 'rulebook p.38 Special Commands, glossary: Interceptor: the card an Intercept is issued with, of the General who chose',
    choice: { kind: 'intercept', unit: 'b-fighters', card: 0 },
    side: 'b',
    play: 'Intercept Fighters issued with Covering Fire (Value 7)',
    replay: 'Intercept: Unit Fighters, Card Covering Fire (Value 7)',
  },
  {
    rule: 'rulebook p.21: a discard of no card',
    choice: { kind: 'discard', cards: [] },
    side: 'a',
    play: 'Discard nothing',
    replay: 'Discard: Cards none',
  },
  {
    rule: 'rulebook p.40: a claim by its Conquest Objective',
    choice: { kind: 'claim', cards: [0] },
    side: 'a',
    play: 'Claim Hold the Line',
    replay: 'Claim: Conquest Objectives Hold the Line',
  },
  {
    rule: 'rulebook pp.56-57: the setup’s Clash',
    choice: { kind: 'chooseClash', clash: 'lordOfTheManor' },
    side: 'a',
    play: 'Choose the Clash Lord of the Manor',
    replay: 'Choose the Clash: Clash Lord of the Manor',
  },
  {
    rule: 'glossary: Immortal: the models restored',
    choice: { kind: 'restoreModels', count: 2 },
    side: 'a',
    play: 'Restore Destroyed models (2)',
    replay: 'Restore Destroyed models: Models restored 2',
  },
  {
    rule: 'rulebook p.34 Destroying Models: the model chosen as the loss',
    choice: { kind: 'chooseLoss', unit: 'b-rifles', model: 'b-rifles#2' },
    side: 'b',
    play: 'Choose the model lost Rifles model 2 of Rifles',
    replay: 'Choose the model lost: Unit Rifles, Model 2 of Rifles',
  },
  {
    rule: 'rulebook pp.34-35: a unit’s losses in order',
    choice: { kind: 'orderLosses', unit: 'b-rifles', losses: ['b-rifles#2', 'b-rifles#1'] },
    side: 'b',
    play: 'Order the unit’s losses Rifles first model 2 of Rifles, then model 1 of Rifles',
    replay:
      'Order the unit’s losses: Unit Rifles, Losses in order model 2 of Rifles, then model 1 of Rifles',
  },
  {
    rule: 'bad input: a field of an unknown name or shape is shown as the API gives it, never a crash',
    choice: { kind: 'advance', at: 'north', facing: 90, speed: 3 } as unknown as Choice,
    side: 'a',
    play: 'Advance at "north" facing 90° speed 3',
    replay: 'Advance: at "north", Facing 90°, speed 3',
  },
];

describe('the same choice in the words of the Play and Replays pages', () => {
  for (const { rule, choice, side, play, replay } of SAID) {
    it(rule, () => {
      assert.equal(describeChoice(GAME, side, choice), play, 'on the Play page');
      // Once the game is over (nothing hidden), as a logged choice.
      const entry = { index: 1, side, choice: { ...choice }, events: [] };
      assert.equal(choiceText(entry, true, NAMES), replay, 'on the Replays page');
    });
  }
});
