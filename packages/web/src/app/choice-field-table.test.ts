import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChoiceField, FieldContext } from './choice-field-readings.js';
import { CHOICE_FIELD_WORDS } from './choice-field-table.js';
import { EVERY_FIELD as EVERY } from './choice-field-values-fixture.js';
import { NAMES } from './replays/replay-step-fixture.js';

const CONTEXT: FieldContext = { names: NAMES, side: 'a', kind: 'hold' };
const FIELDS = Object.keys(EVERY) as ChoiceField[];

describe('one table of a choice’s fields in the words of the Replays and Play pages', () => {
  it('docs/protocol.md Choices: every field the engine’s choices carry has words on both pages', () => {
    for (const field of FIELDS) {
      const { replay, play } = CHOICE_FIELD_WORDS[field];
      assert.notEqual(replay(EVERY[field], CONTEXT), undefined, `${field} on the Replays page`);
      assert.notEqual(
        play(EVERY[field], { ...CONTEXT, faceDown: false }),
        undefined,
        `${field} on the Play page`,
      );
    }
  });

  it('bad input: a value not of its field’s shape has words on neither page (each shows it as the API gives it)', () => {
    for (const field of FIELDS) {
      const { replay, play } = CHOICE_FIELD_WORDS[field];
      assert.equal(replay({ odd: 1 }, CONTEXT), undefined, field);
      assert.equal(play({ odd: 1 }, { ...CONTEXT, faceDown: false }), undefined, field);
    }
  });

  it('glossary: Brake Turn, Bank (X"), Overcharge, Soar (X"), rulebook p.26 Exposed Models: both pages say these in the same words', () => {
    const shared: readonly ChoiceField[] = [
      'brakeTurn',
      'bank',
      'overcharge',
      'soar',
      'prioritiseExposed',
    ];
    const said = shared.map((field) =>
      CHOICE_FIELD_WORDS[field].play(EVERY[field], { ...CONTEXT, faceDown: false }),
    );
    assert.deepEqual(
      said,
      shared.map((field) => CHOICE_FIELD_WORDS[field].replay(EVERY[field], CONTEXT)),
    );
    assert.deepEqual(said, [
      'Brake Turn after 1.0″ to face 0°',
      'Bank 1″ (turns 0°)',
      'Overcharged',
      'Soaring',
      'Exposed models first',
    ]);
  });
});
