/**
 * The rule check as a player reads it: a refusal names no card of the opponent's that its sender
 * cannot see.
 *
 * 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS: you see your opponent's cards only when
 * they are played, face up, or when a card or a rule lets you. Instance ids are a shuffled c1..cN
 * (seeding.ts), so an id tells nothing, but a refusal of a command naming a hidden card could: a
 * player could submit (or ask /check about) every id in turn and read the titles of the
 * opponent's hand, deck and face-down cards off the 422s ("… has no way 0 to play now"). Here
 * every refusal of a command naming an opponent's card hidden from its sender is the same,
 * whatever the card. A player's own cards are theirs to name (a download names a card in their
 * own draw deck, which they may search), and so are the opponent's hidden cards the game offers
 * them in a command of the same kind (a guess at a card in the opponent's hand, the order of a deck
 * they were shown). A command allowed stays allowed (only refusals are reworded); judges and the
 * service read the engine's own words.
 */
import { problem, type Problem } from './context';
import { legalCommands } from './legal';
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
  const hidden = namedInstances(command).filter((iid) => {
    const instance = state.cards[iid];
    // the sender's own: owned, or in a pile of theirs (an opponent's card taken into their hand)
    return instance !== undefined && instance.owner !== actor && !instance.zone.endsWith(`:${actor}`) && !canSee(state, viewer, instance);
  });
  if (hidden.length === 0) return found;
  const offered = new Set(legalCommands(state, actor as PlayerId).filter((c) => c.type === command.type).flatMap(namedInstances));
  const unseen = hidden.find((iid) => !offered.has(iid));
  return unseen === undefined
    ? found
    : problem('CARD_NOT_SEEN', `${unseen} is a card you cannot see (a command names your own cards and your opponent's cards face up)`, RULES.lookingAtCards);
}
