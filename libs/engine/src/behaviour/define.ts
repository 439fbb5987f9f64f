/**
 * `defineCard(id, behaviour)`: how a card file states what its card does (behaviour/vocabulary.ts).
 * The id is the card list's Blueprint ID (set + collector number).
 */
import type { CardBehaviour } from './vocabulary';

export function defineCard(id: string, behaviour: Omit<CardBehaviour, 'id'>): CardBehaviour {
  if (!/^\d+_\d+$/.test(id)) throw new Error(`card id ${id} is not a set_number blueprint id`);
  return { id, ...behaviour };
}
