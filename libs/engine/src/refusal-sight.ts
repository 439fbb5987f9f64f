/**
 * The rule check as a player reads it: a refusal names only cards its sender can see.
 *
 * 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS: you see your opponent's cards only when
 * they are played, face up, or when a card or a rule lets you. Instance ids are a shuffled c1..cN
 * (seeding.ts), so an id tells nothing, but a refusal of a command naming a hidden card used to:
 * "nothing reports aboard U.S.S. Enterprise" for an id in the opponent's hand, "Rionoj has no way
 * 0 to play now". A player could submit (or ask /check about) every id in turn and read hidden
 * titles off the 422s. Here every refusal of a command naming a card hidden from its sender is the
 * same, whatever the card; a command allowed stays allowed (only refusals are reworded), and
 * judges and the service read the engine's own words.
 */
import { problem, type Problem } from './context';
import { RULES } from './rules';
import type { Command, GameState, PlayerId } from './types';
import { canSee } from './view';

/** A card instance id, alone or closing a zone name ("aboard:c12", "held:p1:c7"). */
const INSTANCE = /^(?:[a-z]+:(?:p[12]:)?)?(c\d+)$/;

/** The instance ids a command names, in its fields, their arrays and nested objects (a remedy's primitives, a target). */
export function namedInstances(command: Command): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      const match = INSTANCE.exec(value);
      if (match) found.push(match[1]!);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (value !== null && typeof value === 'object' && depth < 4) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(command, 0);
  return found;
}

/** `found` (check's answer) as `command`'s sender may read it. */
export function refusalSeenBy(state: GameState, command: Command, found: Problem | null): Problem | null {
  if (found === null) return null;
  const actor = (command as { actor?: unknown }).actor;
  if (actor !== 'p1' && actor !== 'p2') return found;
  const viewer = { player: actor as PlayerId };
  const hidden = namedInstances(command).find((iid) => {
    const instance = state.cards[iid];
    return instance !== undefined && !canSee(state, viewer, instance);
  });
  return hidden === undefined
    ? found
    : problem('CARD_NOT_SEEN', `${hidden} is a card you cannot see (a command names your own cards and cards face up)`, RULES.lookingAtCards);
}
