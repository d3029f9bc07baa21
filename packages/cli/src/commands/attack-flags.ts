import {
  type Attack,
  Face,
  type RuleRef,
  UNIT_TYPES,
  type UnitType,
  faceSet,
} from '@warroom/armoured-clash';
import { oneOf, optionalWholeNumber, wholeNumber } from '../parse-values.js';
import { UsageError } from '../usage-error.js';
import { RATING_HELP, RATING_OPTIONS, ratingFromFlags } from './rating-flags.js';

/** More dice than any unit rolls; the exact odds grow with the square of the dice. */
const MOST_DICE = 300;
/** Profiles print Veteran (1) to (3); the exact odds grow with X. */
const MOST_VETERAN = 12;
/** Buildings are Size 1 to 4 or so (rulebook p.40); the exact odds track Heroic Strikes up to it. */
const MOST_BUILDING_SIZE = 10;

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

/** Boolean flags naming a weapon quality, in the order they are hooked. */
const QUALITY_FLAGS = {
  arc: 'Arc',
  devastating: 'Devastating',
  penetrating: 'Penetrating',
  torrent: 'Torrent',
  suppressive: 'Suppressive',
  seismic: 'Seismic',
  siegebreaker: 'Siegebreaker',
  cryo: 'Cryo',
  trap: 'Trap',
  indirect: 'Indirect',
  turret: 'Turret',
  'lock-on': 'Lock On',
  'portal-blast': 'Portal Blast',
} as const;

/** Boolean flags naming a special rule of the target. */
const TARGET_RULE_FLAGS = {
  durable: 'Durable',
  'resilient-front': 'Resilient (Front)',
  'melee-masters': 'Melee Masters',
  automata: 'Automata',
  pavises: 'Pavises',
  immortal: 'Immortal',
  hover: 'Hover',
  'taking-cover': 'Taking Cover',
  garrisoned: 'Garrisoned',
} as const;

/** Flags that describe an attack, shared by `odds` and `roll`. */
export const ATTACK_OPTIONS = {
  dice: { type: 'string' },
  ...RATING_OPTIONS,
  defence: { type: 'string' },
  'damage-limit': { type: 'string' },
  models: { type: 'string' },
  damage: { type: 'string' },
  ...(Object.fromEntries(
    Object.keys(QUALITY_FLAGS).map((flag) => [flag, { type: 'boolean' }]),
  ) as Record<keyof typeof QUALITY_FLAGS, { type: 'boolean' }>),
  veteran: { type: 'string' },
  onslaught: { type: 'boolean' },
  'bonus-reroll': { type: 'string', multiple: true },
  ...(Object.fromEntries(
    Object.keys(TARGET_RULE_FLAGS).map((flag) => [flag, { type: 'boolean' }]),
  ) as Record<keyof typeof TARGET_RULE_FLAGS, { type: 'boolean' }>),
  concealed: { type: 'boolean' },
  'outside-arc': { type: 'boolean' },
  unseen: { type: 'boolean' },
  'building-size': { type: 'string' },
  'target-type': { type: 'string' },
  'target-trait': { type: 'string', multiple: true },
  'close-quarters': { type: 'boolean' },
  impact: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const ATTACK_HELP = `Attack:
  --dice N                attack dice gathered (required)
  --close-quarters        a Close Quarters Attack with a Melee row (default: a
                          Ranged Attack); --impact: with an Impact row
${RATING_HELP}
Weapon qualities (glossary):
  --arc --devastating --penetrating --torrent --suppressive --seismic --cryo
  --trap --lock-on
  --siegebreaker          with --garrisoned: --building-size S is the building's
                          Size (not counting a Hill)
  --turret                with --outside-arc: the target is outside the
                          attacking Officer's Front Arc (a further penalty)
  --indirect              with --unseen: only a friendly unit confirmed
                          Visibility (the attack is Weakened regardless)
  --portal-blast          Portal Blast: Neutral regardless of bonuses and
                          penalties
Attacker:
  --veteran X             Veteran (X): converts up to X Strikes to Heroic Strikes
                          whenever that scores more hits
  --onslaught             Onslaught, after a Charge (with --close-quarters)
  --bonus-reroll FACE     a Special Rule or Command lets dice showing FACE be
                          re-rolled too (rulebook p.33 Bonus Re-Rolls): strike,
                          glancing-strike, miss or blank (repeatable)
  Every die the attack may re-roll is re-rolled (that never scores fewer hits).
Target:
  --defence D             Defence (required, at least 1)
  --damage-limit L        Damage Limit (default 1)
  --models M              models in the unit now (default 1000)
  --damage C              Damage already accumulated (default 0)
  --durable --resilient-front --melee-masters --automata --pavises --hover
                          the target's special rules (Resilient (Front) counts
                          the attacker as within its Front Arc)
  --immortal              Immortal, within 3" of a Portal Marker
  --taking-cover          the target is Taking Cover (counts with --concealed,
                          or always with --pavises)
  --concealed             the Concealed penalty is in effect for this attack
  --garrisoned            the target is Garrisoning a Defensible Building
  --target-type T         its Unit Type (default armour): infantry, cavalry,
                          fieldGun, armour, artillery, rotorcraft, aircraft,
                          fortification
  --target-trait T        a trait of the target, e.g. Behemoth, Sturdy (repeatable)`;

export type AttackFlagValues = {
  readonly [flag in keyof typeof QUALITY_FLAGS | keyof typeof TARGET_RULE_FLAGS]?:
    boolean | undefined;
} & {
  readonly dice?: string | undefined;
  readonly rating?: string | undefined;
  readonly bonuses?: string | undefined;
  readonly penalties?: string | undefined;
  readonly 'opportunity-fire'?: boolean | undefined;
  readonly defence?: string | undefined;
  readonly 'damage-limit'?: string | undefined;
  readonly models?: string | undefined;
  readonly damage?: string | undefined;
  readonly veteran?: string | undefined;
  readonly onslaught?: boolean | undefined;
  readonly 'bonus-reroll'?: string[] | undefined;
  readonly concealed?: boolean | undefined;
  readonly 'outside-arc'?: boolean | undefined;
  readonly unseen?: boolean | undefined;
  readonly 'building-size'?: string | undefined;
  readonly 'target-type'?: string | undefined;
  readonly 'target-trait'?: string[] | undefined;
  readonly 'close-quarters'?: boolean | undefined;
  readonly impact?: boolean | undefined;
};

/** The rules named by boolean flags, in the order the flags are listed. */
function named(values: AttackFlagValues, flags: Readonly<Record<string, string>>): RuleRef[] {
  return Object.entries(flags)
    .filter(([flag]) => values[flag as keyof AttackFlagValues] === true)
    .map(([, name]) => ({ name }));
}

/** A flag that describes a fact only one rule reads is refused without that rule. */
function needs(values: AttackFlagValues, flag: keyof AttackFlagValues, rule: string): void {
  const needed = rule as keyof AttackFlagValues;
  if (values[flag] !== undefined && values[needed] !== true) {
    throw new UsageError(`--${flag} only counts with --${rule}`);
  }
}

/** The attack the flags describe. */
export function attackFromFlags(values: AttackFlagValues): Attack {
  const dice = wholeNumber('dice', values.dice, 0, MOST_DICE);
  const defence = wholeNumber('defence', values.defence, 1);
  const damageLimit = optionalWholeNumber('damage-limit', values['damage-limit'], 1, 1);
  const models = optionalWholeNumber('models', values.models, 1, 1000);
  const damage = optionalWholeNumber('damage', values.damage, 0, 0);
  const closeQuarters = values['close-quarters'] === true;
  needs(values, 'impact', 'close-quarters');
  needs(values, 'onslaught', 'close-quarters');
  needs(values, 'outside-arc', 'turret');
  needs(values, 'unseen', 'indirect');
  needs(values, 'building-size', 'siegebreaker');
  const type: UnitType = oneOf('target-type', values['target-type'] ?? 'armour', UNIT_TYPES);
  const attackerRules: RuleRef[] = [
    ...(values.veteran === undefined
      ? []
      : [{ name: 'Veteran', x: wholeNumber('veteran', values.veteran, 0, MOST_VETERAN) }]),
    ...(values.onslaught === true ? [{ name: 'Onslaught' }] : []),
  ];
  const kind = closeQuarters ? 'closeQuarters' : 'ranged';
  // A Garrisoned unit always counts as Concealed against Ranged Attacks (rulebook p.44).
  const concealed = values.concealed === true || (values.garrisoned === true && kind === 'ranged');
  return {
    weapon: {
      dice,
      qualities: named(values, QUALITY_FLAGS),
      attack: !closeQuarters ? 'ranged' : values.impact === true ? 'impact' : 'melee',
    },
    attackerRules,
    target: {
      defence,
      damageLimit,
      models,
      damage,
      category: 'heavy', // read only by Shock and Wreckers, which have no flag
      type,
      traits: values['target-trait'] ?? [],
      rules: named(values, TARGET_RULE_FLAGS),
    },
    situation: {
      kind,
      ...ratingFromFlags({ ...values, concealed }),
      withinShortRange: false,
      concealed,
      bonusRerolls: faceSet(...(values['bonus-reroll'] ?? []).map(faceFromFlag)),
      attackerInTargetFrontArc: true,
      lineOfSightCrossesTargetObstacle: false,
      charged: values.onslaught === true,
      targetOutsideFrontArc: values['outside-arc'] === true,
      attackerConfirmedVisibility: values.unseen !== true,
      targetNearPortalMarker: values.immortal === true,
      ...(values['building-size'] === undefined
        ? {}
        : {
            buildingSize: wholeNumber(
              'building-size',
              values['building-size'],
              1,
              MOST_BUILDING_SIZE,
            ),
          }),
    },
  };
}
