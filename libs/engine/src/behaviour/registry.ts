/**
 * Finds a card's behaviour by its id (issue 15; STYLE.md › example 1). Reprints — a card printed
 * again under another id with the same title and game text — resolve through the alias table
 * (cards/aliases.ts, ids only), so one file serves every printing.
 */
import { CARD_ALIASES } from '../cards/aliases';
import { CARD_BEHAVIOURS } from '../cards/index';
import type { CardBehaviour } from './vocabulary';

const SCRIPTED: ReadonlyMap<string, CardBehaviour> = new Map(CARD_BEHAVIOURS.map((behaviour) => [behaviour.id, behaviour]));
/** Issue 17: every id with a behaviour, reprints included — one Map lookup per call (read on every hot path). */
const BY_ID: ReadonlyMap<string, CardBehaviour> = new Map([
  ...SCRIPTED,
  ...Object.entries(CARD_ALIASES).flatMap(([id, to]) => (SCRIPTED.has(id) || !SCRIPTED.has(to) ? [] : [[id, SCRIPTED.get(to)!] as const])),
]);

export function behaviourOf(id: string): CardBehaviour | undefined {
  return BY_ID.get(id);
}

/** Every scripted card (not the aliases). */
export function allBehaviours(): readonly CardBehaviour[] {
  return CARD_BEHAVIOURS;
}
