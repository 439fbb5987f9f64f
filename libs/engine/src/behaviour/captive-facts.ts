/**
 * The facts of captives (issue 15, captives; behaviour/captives.ts), spread into `GameEvent`, and the
 * card moves evolve applies for them. A captive lies in a `held:<captor>:<place>` zone (zones.ts › Z.held):
 * the place is the ship or facility whose crew escorts it (or whose brig holds it), or a location (an
 * Away Team there escorts it, or it waits for one). It is in no player's control and not in play as a
 * personnel (zones.ts › isInPlayZone), so nothing counts it in a crew, Away Team or attempt.
 *   1E rulebook › CAPTURE (captives are disabled; relocate to the capturing player's crew or Away Team;
 *   held, escorted, brig; rescued or released).
 */
import type { RngState } from '../prng';
import type { PlayerId } from '../types';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export type CaptiveEvent = Fact &
  (
    /** `card` (owned by the other player) is captured by `captor` and held in `to` (a held zone); `source`: the card that captured. */
    | { readonly type: 'PersonnelCaptured'; readonly card: string; readonly from: string; readonly to: string; readonly captor: PlayerId; readonly source: string; readonly abducted?: true }
    /** A captive leaves its captor: back to `to` (its owner's crew, Away Team, outpost, or hand). */
    | { readonly type: 'CaptiveReleased'; readonly card: string; readonly from: string; readonly to: string; readonly how: 'released' | 'rescued' | 'escaped'; readonly source: string }
    /**
     * The releases a card on its owner's table still has to answer (behaviour/release-rewards.ts): made by a command that
     * left a choice, manual effect, attempt or window pending, they wait for the game to be free again; `releases` is the
     * whole list after the change (empty: answered).
     */
    | { readonly type: 'ReleasesHeldForAnswer'; readonly releases: readonly HeldRelease[] }
  );

/** A release waiting for its answer: the personnel released and the zone it was held in. */
export interface HeldRelease {
  readonly card: string;
  readonly from: string;
}

/** The card move a captive fact makes (evolve.ts applies it as any other move); a captive lies face up; an abductee is marked so. */
export function captiveMove(event: Extract<CaptiveEvent, { type: 'PersonnelCaptured' | 'CaptiveReleased' }>): { readonly card: string; readonly to: string; readonly faceUp: true; readonly patch?: { readonly abducted: true } } {
  return { card: event.card, to: event.to, faceUp: true, ...(event.type === 'PersonnelCaptured' && event.abducted ? { patch: { abducted: true as const } } : {}) };
}
