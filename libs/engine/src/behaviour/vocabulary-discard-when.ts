/**
 * Issue 15 (helper incidents-d): cards that leave play by themselves — "Nullified if you have … in
 * play", "Discard incident if you attempt a mission / initiate battle / play a [Pun] card", and
 * "(Not duplicatable.)". Joined to CardBehaviour (vocabulary.ts) with one line each; checked after
 * every command by `discardWhenDue` (discard-when.ts, called from decide.ts).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   PLAYING A CARD ("Cards remain in play until they are nullified, discarded, …");
 *   NOT DUPLICATABLE ("there may not be more than one copy in play anywhere in the game, and any
 *   additional copies that enter play for any player are immediately discarded").
 */
import type { CardFilter } from './vocabulary';
import type { FreePlayDiscard } from './turn-draw-limits';
import type { GarrisonDiscard } from './garrisons';
import type { HostIconDiscard } from './ship-directives';

/**
 * When a card in play of its owner is discarded (nullified) by its own text:
 * `you-have-in-play` — its owner has in play (face up) a card matching each of `all` ("nullified if you
 * have in play both Camp Khitomer and a headquarters"), or one matching any of `any` ("discard if you
 * have a Treaty in play");
 * `you-play` — its owner plays (reports or downloads; seeding is not playing) a card matching `filter`
 * ("discard if you play a [Pun] card");
 * `you-attempt` — its owner begins a mission attempt;
 * `you-initiate-battle` — its owner initiates a battle (the engine starts battles only when a player
 * chooses to: every battle it sees is voluntary).
 */
/** A card filter that can also ask for a kind of facility (`Headquarters`, `Outpost`). */
export type InPlayFilter = CardFilter & { readonly facilityKind?: string; /** Issue 15 (incidents-f): a personnel with this skill printed ("any Klingon with Honor"). */ readonly skill?: string };

export type DiscardWhen =
  | { readonly kind: 'you-have-in-play'; readonly all?: readonly InPlayFilter[]; readonly any?: readonly InPlayFilter[] }
  /** `unless` (issue 15, incidents-f): a card also matching it does not count ("a non-[DS9] personnel or ship"). */
  | { readonly kind: 'you-play'; readonly filter: InPlayFilter; readonly unless?: CardFilter }
  | { readonly kind: 'you-attempt' }
  /**
   * Issue 15 (helper domir): with `personnel`, only a personnel battle it initiates voluntarily (not one a card
   * forced on it: no `ForcedBattleMet` in the command) with more than `moreThan` of its attacking personnel having
   * one of `characteristics` ("if you voluntarily initiate a personnel battle with more than 2 of your Jem'Hadar").
   */
  | { readonly kind: 'you-initiate-battle'; readonly personnel?: { readonly characteristics: readonly string[]; readonly moreThan: number } }
  | FreePlayDiscard
  /** Issue 15 (incobj): its owner's force at the mission it lies on is too small (garrisons.ts). */
  | GarrisonDiscard
  /** Issue 15 (incobj): lying on a ship with no personnel of this icon aboard (ship-directives.ts). */
  | HostIconDiscard
  /** Issue 15 (lead): a tractor lock whose ship moved or battled, or can hold no more (tractor-beams.ts). */
  | import('./tractor-beams').TractorDiscard
  /**
   * Issue 15 (helper records): its owner's record of cards seeded and played answers the query, whenever they
   * were seeded or played — before the card entered play too ("discard incident if you play (or have played)
   * any non-Vulcan personnel"): behaviour/card-record.ts.
   */
  | { readonly kind: 'record'; readonly query: import('./card-record').RecordQuery }
  /** Issue 15 (helper borg): its matching counterpart (a long-term target) left play (counterpart-targets.ts: Assimilate Homeworld). */
  | import('./counterpart-targets').CounterpartGoneDiscard
  /** Issue 15 (helper incb): its owner seeded a mission in this region (quadrant-ships.ts). */
  | import('./quadrant-ships').SeededRegionDiscard;

/** For the catalogue and the README. */
export const DISCARD_WHEN_WORDS: readonly DiscardWhen['kind'][] = ['you-have-in-play', 'you-play', 'you-attempt', 'you-initiate-battle', 'you-play-free-again', 'too-few-at-its-mission', 'host-lacks-icon-aboard', 'tractor-lock-broken', 'record', 'matching-counterpart-gone', 'you-seeded-mission-in-region'];
