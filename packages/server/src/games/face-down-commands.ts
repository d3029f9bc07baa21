import { type Choice, SPECIAL_COMMAND_KINDS, type Side } from '@warroom/armoured-clash';
import type { GameStep } from './live-game.js';

/** A choice's fields that carry a card played face down as a Command (rulebook pp.37-38). */
type FaceDownField = 'command' | 'portalMastery' | 'card';

/** The field of `choice` whose card is played face down as a Command, if it plays one. */
function faceDownField(choice: Choice): FaceDownField | undefined {
  if ('command' in choice && choice.command !== undefined) return 'command';
  if ('portalMastery' in choice && choice.portalMastery !== undefined) return 'portalMastery';
  // rulebook p.38 Special Commands: the engine's kinds whose `card` issues one (Flank Attack, Aerial
  // Assault, Intercept), played face down as a Command is. A bid's card (p.20) is withheld by its
  // kind; an Interference's card (p.38) and an Overrun's discard (glossary: Overrun) are face up.
  if (!SPECIAL_COMMAND_KINDS.some((kind) => kind === choice.kind)) return undefined;
  return 'card' in choice && choice.card !== undefined ? 'card' : undefined;
}

/**
 * rulebook p.37 Issuing Commands, p.38 Interference: the steps (by index)
 * whose choice played a card face down as a Command that Interference has not
 * revealed yet, each with the field that carries the card. The card is played with the choice; the Command is issued (the
 * event `command`, of the General whose latest card-playing choice it is) and
 * revealed at Interference (the event `interference`, whether the other
 * General Interferes or not; at once when their hand is empty). One Command is
 * pending at a time (`state.command`). A card whose Command was never issued
 * stays in its General's hand, unrevealed. `steps` is the log from its start
 * or a tail of it (the steps before a tail cannot reveal a card played in it).
 */
export function faceDownSteps(steps: readonly GameStep[]): ReadonlyMap<number, FaceDownField> {
  const faceDown = new Map<number, FaceDownField>();
  const played = new Map<Side, number>();
  let issued: number | undefined;
  for (const step of steps) {
    const field = faceDownField(step.choice);
    if (field !== undefined) {
      faceDown.set(step.index, field);
      played.set(step.side, step.index);
    }
    for (const event of step.events) {
      if (event.kind === 'command') {
        const side = event.side ?? step.side;
        issued = played.get(side);
        played.delete(side);
      } else if (event.kind === 'interference' && issued !== undefined) {
        faceDown.delete(issued);
        issued = undefined;
      }
    }
  }
  return faceDown;
}

/** A choice without the card it played face down (the rest of it is declared in the open). */
export function withoutFaceDownCard(choice: Choice): Choice {
  const field = faceDownField(choice);
  return Object.fromEntries(Object.entries(choice).filter(([key]) => key !== field)) as Choice;
}
