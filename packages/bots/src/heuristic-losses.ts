import type { Choice, Decision, PlayerView } from '@warroom/armoured-clash';

type LossAnswer = Extract<Choice, { kind: 'chooseLoss' | 'fieldPromotion' }>;

interface Spot {
  readonly x: number;
  readonly y: number;
}

function isLossAnswer(choice: Choice): choice is LossAnswer {
  return choice.kind === 'chooseLoss' || choice.kind === 'fieldPromotion';
}

function squaredDistance(a: Spot, b: Spot): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

/**
 * The heuristic's answer where the game asks its General to choose among a
 * unit's losses (rulebook pp.34-35): of models equally eligible, the one
 * farthest from the unit's centre goes (the loss that leaves the rest
 * closest together, Unit Coherency p.14); a Field Promotion goes to the
 * survivor nearest the centre of the survivors (the Officer the most models
 * keep coherency with). Undefined for another decision.
 */
export function heuristicLossChoice(view: PlayerView, decision: Decision): Choice | undefined {
  const options = decision.options.filter(isLossAnswer);
  const first = options[0];
  if (first === undefined) return undefined;
  const models = view.units[first.unit]?.models ?? [];
  if (models.length === 0) return first;
  const centre: Spot = {
    x: models.reduce((sum, m) => sum + m.x, 0) / models.length,
    y: models.reduce((sum, m) => sum + m.y, 0) / models.length,
  };
  const away = (option: LossAnswer): number => {
    const model = models.find((m) => m.id === option.model);
    return model === undefined ? 0 : squaredDistance(model, centre);
  };
  // A loss: the farthest from the centre; a promotion: the nearest to it (ties to the first listed).
  const sign = first.kind === 'chooseLoss' ? 1 : -1;
  return options.reduce((best, option) =>
    sign * away(option) > sign * away(best) ? option : best,
  );
}
