import { type Attack, COMBAT_RATINGS, type RuleRef } from '@warroom/armoured-clash';
import { oneOf, optionalWholeNumber, wholeNumber } from '../parse-values.js';

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
  const dice = wholeNumber('dice', values.dice, 0);
  const defence = wholeNumber('defence', values.defence, 1);
  const damageLimit = optionalWholeNumber('damage-limit', values['damage-limit'], 1, 1);
  const models = optionalWholeNumber('models', values.models, 1, 1000);
  const damage = optionalWholeNumber('damage', values.damage, 0, 0);
  const rating = oneOf('rating', values.rating ?? 'neutral', COMBAT_RATINGS);
  const attackerRules: RuleRef[] =
    values.veteran === undefined
      ? []
      : [{ name: 'Veteran', x: wholeNumber('veteran', values.veteran, 0) }];
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
      kind: values['close-quarters'] === true ? 'closeQuarters' : 'ranged',
      rating,
      withinShortRange: false,
      concealed: values.concealed === true || values.garrisoned === true,
      attackerInTargetFrontArc: true,
      lineOfSightCrossesTargetObstacle: false,
    },
  };
}
