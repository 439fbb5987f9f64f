/**
 * Finds a card's behaviour by its id (issue 15; STYLE.md › example 1). Reprints — a card printed
 * again under another id with the same title and game text — resolve through the alias table
 * (cards/aliases.ts, ids only), so one file serves every printing.
 */
import { CARD_ALIASES } from '../cards/aliases';
import { CARD_BEHAVIOURS } from '../cards/index';
import type { CardBehaviour } from './vocabulary';

const BY_ID: ReadonlyMap<string, CardBehaviour> = new Map(CARD_BEHAVIOURS.map((behaviour) => [behaviour.id, behaviour]));

export function behaviourOf(id: string): CardBehaviour | undefined {
  return BY_ID.get(id) ?? BY_ID.get(CARD_ALIASES[id] ?? '');
}

/** Every scripted card (not the aliases). */
export function allBehaviours(): readonly CardBehaviour[] {
  return CARD_BEHAVIOURS;
}
