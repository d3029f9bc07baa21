import type {
  AttackDiceShown,
  DieShown,
  FirstRollShown,
  TestCardShown,
} from '@warroom/armoured-clash';
import { h } from '../dom.js';

/** A face's mark on the die: the Heroic Strike's star, a Strike's hit, and so on. */
const FACE_MARKS: Readonly<Record<string, string>> = {
  'Heroic Strike': '✸',
  Strike: '✶',
  'Glancing Strike': '◐',
  Miss: '✕',
  Blank: ' ',
};

/** The Combat Rating as the rulebook names it (p.26): Weakened, Neutral, Improved. */
const ratingName = (rating: string): string => rating.charAt(0).toUpperCase() + rating.slice(1);

const faceClass = (face: string): string => `face-${face.toLowerCase().replace(/\s+/g, '-')}`;

function dieFace(face: string, extra: string): HTMLElement {
  return h(
    'span',
    { class: `die ${faceClass(face)} ${extra}`, title: face, 'data-face': face },
    FACE_MARKS[face] ?? '?',
  );
}

/** One die: as first rolled, and when re-rolled, the face it came up after. */
function die(shown: DieShown, index: number): HTMLElement {
  const what = shown.rerolled ? `${shown.rolled}, re-rolled: ${shown.face}` : shown.face;
  return h(
    'li',
    {
      class: shown.added ? 'die-slot added' : 'die-slot',
      'data-die': index,
      'data-rerolled': String(shown.rerolled),
      'aria-label': `${shown.added ? 'added die' : 'die'} ${index + 1}: ${what}`,
    },
    dieFace(shown.rolled, shown.rerolled ? 'rerolled' : ''),
    shown.rerolled ? h('span', { class: 'reroll-arrow', 'aria-hidden': 'true' }, '→') : undefined,
    shown.rerolled ? dieFace(shown.face, 'after-reroll') : undefined,
  );
}

/**
 * An attack roll as the rules resolved it (rulebook p.33): the pool as first
 * rolled (dice added by Heroic Strikes marked), each re-roll and its new face,
 * then the hits, the Damage at the target's Defence and the models destroyed.
 */
export function attackDice(roll: AttackDiceShown): HTMLElement {
  const rerolls = roll.dice.filter((d) => d.rerolled).length;
  const added = roll.dice.filter((d) => d.added).length;
  return h(
    'div',
    { class: 'attack-dice', 'data-hits': roll.hits, 'data-damage': roll.damage },
    h(
      'p',
      { class: 'dice-summary' },
      `${ratingName(roll.rating)} Combat Rating: ${roll.dice.length - added} dice`,
      added > 0 ? ` + ${added} from Heroic Strikes` : '',
      rerolls > 0 ? `, ${rerolls} re-rolled` : ', none re-rolled',
    ),
    h('ol', { class: 'dice-pool' }, ...roll.dice.map(die)),
    h(
      'p',
      { class: 'dice-outcome' },
      h('span', { class: 'hits' }, `${roll.hits} hits`),
      ` at Defence ${roll.defence}: `,
      h('span', { class: 'damage' }, `${roll.damage} Damage`),
      ', ',
      h('span', { class: 'destroyed' }, `${roll.modelsDestroyed} destroyed`),
    ),
  );
}

/**
 * An attack's first roll as it waits before any re-roll (rulebook p.33 Bonus
 * Re-Rolls; event `attackRolled`): each face as a die, those its Heroic
 * Strikes added marked. The re-rolls and the hits come with the attack's event.
 */
export function firstRollDice(first: FirstRollShown): HTMLElement {
  const added = first.dice.filter((d) => d.added).length;
  return h(
    'div',
    { class: 'attack-dice first-roll' },
    h(
      'p',
      { class: 'dice-summary' },
      `${ratingName(first.rating)} Combat Rating: ${first.dice.length - added} dice`,
      added > 0 ? ` + ${added} from Heroic Strikes` : '',
      ', before any re-roll',
    ),
    h(
      'ol',
      { class: 'dice-pool' },
      ...first.dice.map((d, i) =>
        h(
          'li',
          {
            class: d.added ? 'die-slot added' : 'die-slot',
            'data-die': i,
            'aria-label': `${d.added ? 'added die' : 'die'} ${i + 1}: ${d.face}`,
          },
          dieFace(d.face, ''),
        ),
      ),
    ),
  );
}

/** A Suppression Test's card (rulebook p.36): passed when its Value is at most the Discipline. */
export function testCard(test: TestCardShown): HTMLElement {
  const verdict = test.passed ? 'passed' : 'failed';
  return h(
    'div',
    { class: `test-card ${verdict}`, 'data-passed': String(test.passed) },
    test.card === undefined
      ? h('span', { class: 'card none' }, 'no card')
      : h(
          'span',
          { class: 'card', 'data-value': test.card, title: 'the card revealed' },
          test.card,
        ),
    ` against Discipline ${test.discipline}: `,
    h('strong', {}, verdict),
  );
}
