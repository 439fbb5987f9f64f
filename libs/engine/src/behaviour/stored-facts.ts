/**
 * The fact of a card stored on (or beneath) another card (issue 15, helper stored; behaviour/stored-cards.ts),
 * spread into `GameEvent`, and the card move evolve applies for it. A stored card lies in a `stored:<host>`
 * zone (zones.ts › Z.stored): set aside with its host, not in play (zones.ts › isInPlayZone), still its
 * owner's; face up or face down as the storing card says (a face-down one is seen by its owner only: view.ts ›
 * canSee). 1E rulebook › PLAYING A CARD › ENTERING PLAY (a face-down hidden agenda is not in play and may not be
 * examined by the opponent); THE CARDS (a card's text overrides the rules).
 */
import type { RngState } from '../prng';
import { isInPlayZone } from '../zones';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

/** `card` leaves `from` (a hand, a deck, a pile, or play) and is stored on `host` (`to` = `stored:<host>`); `source`: the card whose text stores it. */
export type StoredEvent = Fact & { readonly type: 'CardStored'; readonly card: string; readonly from: string; readonly to: string; readonly host: string; readonly faceUp: boolean; readonly source: string };

/** The card move the fact makes (evolve.ts applies it as any other move). */
export function storedMove(event: StoredEvent): { readonly card: string; readonly to: string; readonly faceUp: boolean; readonly patch?: { readonly stopped: false; readonly disabled: false } } {
  // Issue 15 (helper domir): a personnel stored from play is no longer stopped or disabled (not in play).
  return { card: event.card, to: event.to, faceUp: event.faceUp, ...(isInPlayZone(event.from) ? { patch: { stopped: false, disabled: false } as const } : {}) };
}
