import { type Attack, COMBAT_RATINGS, Face, type RuleRef, faceSet } from '@warroom/armoured-clash';
import { oneOf, optionalWholeNumber, wholeNumber } from '../parse-values.js';
import { UsageError } from '../usage-error.js';

/** More dice than any unit rolls; the exact odds grow with the square of the dice. */
const MOST_DICE = 300;
/** Profiles print Veteran (1) to (3); the exact odds grow with X. */
const MOST_VETERAN = 12;

/** Faces by the names `--bonus-reroll` takes. */
const FACE_FLAG_NAMES: Readonly<Record<string, Face>> = {
  strike: Face.strike,
  'glancing-strike': Face.glancingStrike,
  miss: Face.miss,
  blank: Face.blank,
};

function faceFromFlag(name: string): Face {
  const face = FACE_FLAG_NAMES[name];
  if (face === undefined) {
    const names = Object.keys(FACE_FLAG_NAMES).join(', ');
    throw new UsageError(`--bonus-reroll must be one of ${names}, got "${name}"`);
  }
  return face;
}

/** Flags that describe an attack, shared by `odds` and `roll`. */
export const ATTACK_OPTIONS = {
  dice: { type: 'string' },
  rating: { type: 'string' },
  defence: { type: 'string' },
  'damage-limit': { type: 'string' },
  models: { type: 'string' },
  damage: { type: 'string' },
  arc: { type: 'boolean' },
  devastating: { type: 'boolean' },
  penetrating: { type: 'boolean' },
  torrent: { type: 'boolean' },
  suppressive: { type: 'boolean' },
  veteran: { type: 'string' },
  'bonus-reroll': { type: 'string', multiple: true },
  durable: { type: 'boolean' },
  'resilient-front': { type: 'boolean' },
  'taking-cover': { type: 'boolean' },
  concealed: { type: 'boolean' },
  garrisoned: { type: 'boolean' },
  'target-trait': { type: 'string', multiple: true },
  'close-quarters': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const ATTACK_HELP = `Attack:
  --dice N                attack dice gathered (required)
  --rating R              combat rating: weakened, neutral (default) or improved
  --close-quarters        a Close Quarters Attack (default: a Ranged Attack)
  --arc --devastating --penetrating --torrent --suppressive
                          weapon qualities (glossary)
  --veteran X             the attacker's Veteran (X): converts up to X Strikes to
                          Heroic Strikes whenever that scores more hits
  --bonus-reroll FACE     a Special Rule or Command lets dice showing FACE be
                          re-rolled too (rulebook p.33 Bonus Re-Rolls): strike,
                          glancing-strike, miss or blank (repeatable)
  Every die the attack may re-roll is re-rolled (that never scores fewer hits).
Target:
  --defence D             Defence (required, at least 1)
  --damage-limit L        Damage Limit (default 1)
  --models M              models in the unit now (default 1000)
  --damage C              Damage already accumulated (default 0)
  --durable --resilient-front
                          the target's special rules (Resilient (Front) counts
                          the attacker as within its Front Arc)
  --taking-cover          the target is Taking Cover (counts with --concealed)
  --concealed             the Concealed penalty is in effect for this attack
  --garrisoned            the target is Garrisoning a Defensible Building
  --target-trait T        a trait of the target, e.g. Behemoth, Sturdy (repeatable)`;

export interface AttackFlagValues {
  readonly dice?: string | undefined;
  readonly rating?: string | undefined;
  readonly defence?: string | undefined;
  readonly 'damage-limit'?: string | undefined;
  readonly models?: string | undefined;
  readonly damage?: string | undefined;
  readonly arc?: boolean | undefined;
  readonly devastating?: boolean | undefined;
  readonly penetrating?: boolean | undefined;
  readonly torrent?: boolean | undefined;
  readonly suppressive?: boolean | undefined;
  readonly veteran?: string | undefined;
  readonly 'bonus-reroll'?: string[] | undefined;
  readonly durable?: boolean | undefined;
  readonly 'resilient-front'?: boolean | undefined;
  readonly 'taking-cover'?: boolean | undefined;
  readonly concealed?: boolean | undefined;
  readonly garrisoned?: boolean | undefined;
  readonly 'target-trait'?: string[] | undefined;
  readonly 'close-quarters'?: boolean | undefined;
}

/** The rules named by boolean flags, in the order they are hooked. */
function named(flags: readonly (readonly [boolean | undefined, string])[]): RuleRef[] {
  return flags.filter(([on]) => on === true).map(([, name]) => ({ name }));
}

/** The attack the flags describe. */
export function attackFromFlags(values: AttackFlagValues): Attack {
  const dice = wholeNumber('dice', values.dice, 0, MOST_DICE);
  const defence = wholeNumber('defence', values.defence, 1);
  const damageLimit = optionalWholeNumber('damage-limit', values['damage-limit'], 1, 1);
  const models = optionalWholeNumber('models', values.models, 1, 1000);
  const damage = optionalWholeNumber('damage', values.damage, 0, 0);
  const rating = oneOf('rating', values.rating ?? 'neutral', COMBAT_RATINGS);
  const kind = values['close-quarters'] === true ? 'closeQuarters' : 'ranged';
  const attackerRules: RuleRef[] =
    values.veteran === undefined
      ? []
      : [{ name: 'Veteran', x: wholeNumber('veteran', values.veteran, 0, MOST_VETERAN) }];
  return {
    weapon: {
      dice,
      qualities: named([
        [values.arc, 'Arc'],
        [values.devastating, 'Devastating'],
        [values.penetrating, 'Penetrating'],
        [values.torrent, 'Torrent'],
        [values.suppressive, 'Suppressive'],
      ]),
    },
    attackerRules,
    target: {
      defence,
      damageLimit,
      models,
      damage,
      category: 'heavy', // read only by Shock and Wreckers, which have no flag
      traits: values['target-trait'] ?? [],
      rules: named([
        [values.durable, 'Durable'],
        [values['resilient-front'], 'Resilient (Front)'],
        [values['taking-cover'], 'Taking Cover'],
        [values.garrisoned, 'Garrisoned'],
      ]),
    },
    situation: {
      kind,
      rating,
      withinShortRange: false,
      // A Garrisoned unit always counts as Concealed against Ranged Attacks (rulebook p.44).
      concealed: values.concealed === true || (values.garrisoned === true && kind === 'ranged'),
      bonusRerolls: faceSet(...(values['bonus-reroll'] ?? []).map(faceFromFlag)),
      attackerInTargetFrontArc: true,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}
