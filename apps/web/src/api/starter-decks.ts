/** The built-in starter decks (GET /decks/starter), fetched once per page load. */
import type { StarterDeck } from './client';
import { Api } from './client';

let cached: Promise<StarterDeck[]> | null = null;

export function starterDecks(): Promise<StarterDeck[]> {
  cached ??= new Api()
    .starterDecks()
    .then((a) => a.decks)
    .catch((err) => {
      cached = null;
      throw err;
    });
  return cached;
}
