/**
 * Words for the Premiere cards that answer a card draw or a report, replace a death, or arrange a
 * deck after a look (issue 15, premiere-windows). They join the unions of vocabulary.ts and
 * types.ts with one line each; handlers and the flow in behaviour/windows-draws.ts.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen; END OF TURN (DRAW A CARD); Clarifications: Side Deck Draws & Plays (a side deck
 *   "draw" is no card draw); REPORTING FOR DUTY; GETTING HURT › KILLED; MISCELLANEOUS RULES ›
 *   LOOKING AT CARDS.
 */
import type { Awaiting, PlayerId } from '../types';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';

/**
 * Response windows added here: `card-drawn`, after a player drew from their draw deck (the
 * window's `card` is that draw deck, never the card: the opponent does not learn which card of the
 * hand it is); `card-reported`, after a card reported for duty from hand (its `card`).
 */
export type WindowsAction = 'card-drawn' | 'card-reported' | import('./vocabulary-attempt-windows').AttemptWindowAction | import('./assimilation-windows').AssimilationWindowAction | import('./transport-phobia').BeamedWindowAction | import('./commandeer-windows').CommandeerWindowAction | import('./scored-windows').ScoredWindowAction | import('./turn-ending-windows').TurnEndingWindowAction | import('./damaged-windows').DamagedWindowAction | import('./docking-windows').DockingWindowAction | import('./flyby-windows').FlybyWindowAction | import('./combat-pairings').CombatPairingWindowAction | import('./objective-windows').ObjectiveWindowAction | import('./time-travel-windows').TimeTravelWindowAction | import('./attempt-ended-windows').AttemptEndedWindowAction;

export type WindowsTarget =
  /** The player whose card draw's window is open (written as the player id). */
  | { readonly kind: 'player-who-just-drew' }
  /** The card the opponent just played or reported from hand, whose window is open (`filter`: what it must be). */
  | { readonly kind: 'opponent-card-just-played'; readonly filter?: CardFilter }
  /** One of your ships (not stopped) at the location of this card (an escape pod waiting for rescue). */
  | { readonly kind: 'your-ship-here' };

export type WindowsEffect =
  /** The last card the target player drew goes to their discard pile; they draw one card instead (a card draw of its own). */
  | { readonly kind: 'discard-drawn-and-redraw' }
  /**
   * The card just played or reported (the target) goes back to its owner's hand; when it used their
   * normal card play, that play is given back and they must spend it on a different card this turn
   * (the returned card may not be played or reported again this turn, and the turn does not end
   * while another card of their hand could use the play).
   */
  | { readonly kind: 'return-and-play-another' }
  /** After a look at the opponent's draw deck: the player puts that deck in the order they choose (`ArrangeCards`). */
  | { readonly kind: 'arrange-opponent-draw-deck' }
  /** The personnel aboard this card go aboard the target ship; this card is discarded (an escape pod's rescue). */
  | { readonly kind: 'rescue-aboard-target' };

export type WindowsPermit =
  /**
   * On its owner's table: when a personnel is about to be killed, its owner may stop `count` of their
   * unstopped personnel matching `helpers` present with it (none of them dying in the same
   * action): the personnel goes to its owner's hand instead (they use it whenever they can, on their
   * own personnel only).
   */
  | { readonly kind: 'death-to-hand-by-stopping'; readonly helpers: PersonnelFilter; readonly count: number }
  /**
   * In its owner's hand: when a ship of theirs with personnel aboard is destroyed, this card is played
   * on it (the engine plays it for them): it goes atop the ship's location and the personnel aboard
   * go aboard it instead of dying (a place no ship or card of the opponent reaches: it is no ship,
   * no facility, no planet, so no battle, beam or attempt starts there) until rescued.
   */
  | { readonly kind: 'saves-crew-of-destroyed-ship' };

/** State kept by these words (GameState.windowsPending). */
export interface WindowsPending {
  /** A deck the player is to put in order (Thought Maker) before anything else happens. */
  readonly arrange?: {
    readonly player: PlayerId;
    readonly zone: string;
    readonly source: string;
    readonly before: readonly Awaiting[];
    /** Issue 15 (events of later sets, Bynars Data Transfer): only the top `count` cards are put in order; `beneath`: some may go beneath the deck; `thenSourceBeneath`: the source card then goes beneath it. */
    readonly count?: number;
    readonly beneath?: boolean;
    readonly thenSourceBeneath?: boolean;
  } | null;
  /** A card returned by Energy Vortex: its owner must spend the normal card play of this turn on another card. */
  readonly playAnother?: { readonly player: PlayerId; readonly card: string; readonly turn: number } | null;
}

export type WindowsEvent =
  | { readonly type: 'ArrangementAwaited'; readonly player: PlayerId; readonly zone: string; readonly source: string; readonly count?: number; readonly beneath?: boolean; readonly thenSourceBeneath?: boolean }
  /** `order`: the zone's cards, top first (only the arranging player sees it; others see the count). */
  /** `beneath` (issue 15, events of later sets): cards put beneath the deck, in that order; the cards named in neither stay between. */
  | { readonly type: 'CardsArranged'; readonly player: PlayerId; readonly zone: string; readonly order: readonly string[]; readonly source: string; readonly beneath?: readonly string[] }
  | { readonly type: 'PlayAnotherRequired'; readonly player: PlayerId; readonly card: string; readonly turn: number; readonly source: string };

export type WindowsCommand =
  /** Answer an `ArrangementAwaited`: the cards of its zone in the chosen order, top first. */
  /** `beneath` (issue 15, events of later sets): when the awaited arrangement allows it, the cards to put beneath the deck (top of them first). */
  { readonly type: 'ArrangeCards'; readonly actor: PlayerId; readonly order: readonly string[]; readonly beneath?: readonly string[] };

/** The words above as the catalogue check names them (behaviour/catalogue.spec.ts). */
export const WINDOWS_WORDS: readonly string[] = ['target:player-who-just-drew', 'target:opponent-card-just-played', 'permit:death-to-hand-by-stopping', 'permit:saves-crew-of-destroyed-ship', 'target:your-ship-here'];
