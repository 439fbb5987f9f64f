/**
 * Issue 15 (choices): a choice made AFTER information is revealed. A card's effect looks at (or
 * reveals) some cards, then stops; a player — the card's player, the opponent, or the player the card
 * targets — picks among them (`MakeChoice`, one offer per option in legalCommands); the pick is
 * recorded (`CardsChosen`) and the effect goes on from there (what happens to the chosen cards, to the
 * others, then the card's further effects). The state is `GameState.choice` (shaped on `pendingManual`:
 * the game waits for one player). Words joined to the shared unions with one line each; the runner is
 * behaviour/choices.ts.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (a look is private to the looking player; a
 *   reveal is seen by both); THE CARDS (card effects move cards between zones).
 */
import type { Awaiting, PlayerId } from '../types';
import type { CardFilter, Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { InfiltrationCount } from './infiltration-cards';

/** A player named relative to the card: its player, the opponent, or the player the card targets (`player` target). */
export type ChoiceWho = 'you' | 'opponent' | 'target';

/** Where the options come from (each card is one option, unless `groups`). */
export type ChoicePool =
  /** Cards in a player's hand (`sameTypeAsChosen`: of the card type of a card of the command's `c1+c2` target). */
  | { readonly from: 'hand'; readonly whose: ChoiceWho; readonly filter?: CardFilter; readonly sameTypeAsChosen?: true }
  /** The top `count` cards of a player's draw deck (`groups`: options are consecutive sets of that size: "two sets of three"). */
  | { readonly from: 'draw-top'; readonly whose: ChoiceWho; readonly count: number; readonly groups?: number; readonly filter?: CardFilter }
  /** Cards in a player's discard pile. */
  | { readonly from: 'discard'; readonly whose: ChoiceWho; readonly filter?: CardFilter }
  /** The cards a player drew last in this action (the last `CardsDrawn` of theirs), those still in hand ("draw two and discard one of them"). */
  | { readonly from: 'just-drawn'; readonly whose: ChoiceWho }
  /** A player's personnel in play (`here`: at the location the command targets). */
  | { readonly from: 'personnel-in-play'; readonly whose: ChoiceWho; readonly filter?: PersonnelFilter; readonly here?: true }
  /**
   * The captive this card lies on, the one option of a yes-or-no answer: picking it (with `upTo`) is one
   * reply, picking none the other (Interrogation: the opponent answers; issue 15, captives-2).
   */
  | { readonly from: 'host-captive' };

/**
 * What becomes of a card: `discard` (a card in play leaves play discarded), `to-hand` (its owner's
 * hand), `deck-bottom`, `out-of-play`, `out-of-play-with-type` (out of play with every other card of
 * its type in the same discard pile), `stay` (nothing moves).
 */
export type ChoiceFate = 'discard' | 'to-hand' | 'deck-bottom' | 'out-of-play' | 'out-of-play-with-type' | 'stay';

export type ChoiceEffect = {
  /**
   * The options are gathered from `pool`; the cards are shown to the chooser when they are hidden from
   * them (`reveal`: to both players). `chooser` picks `pick` of them (`upTo`: 0 to `pick`, a "may").
   * The chosen ones meet `chosen`, the others `rest` (default `stay`); then the effects in `then` run
   * (for the card's player). No option, or none chosen (`upTo`): `ifNone` runs instead. A pick the chooser cannot avoid (no more options than `pick`,
   * not `upTo`) is made by the engine at once, as the rules leave nothing to decide.
   */
  readonly kind: 'choose-cards';
  readonly chooser: ChoiceWho;
  /** "opponent's choice unless you have {any Data} in play": your personnel with these names in play make you the chooser. */
  readonly chooserYouWith?: readonly string[];
  readonly pool: ChoicePool;
  readonly pick: number;
  /** Issue 15 (infiltration): the pick is this count instead (at most `pick`): behaviour/infiltration-cards.ts. */
  readonly pickCount?: InfiltrationCount;
  readonly upTo?: true;
  readonly reveal?: true;
  readonly chosen: ChoiceFate;
  readonly rest?: ChoiceFate;
  readonly then?: readonly Effect[];
  readonly ifNone?: readonly Effect[];
};

/** The table conditions of an ability (joined to vocabulary-events-d.ts › AbilityCondition). */
export type ChoiceCondition =
  /** The card's player holds no card in hand. */
  | { readonly kind: 'your-hand-empty' }
  /** No card with one of these titles is face up in play (either player's). */
  | { readonly kind: 'none-in-play'; readonly titles: readonly string[] };

/** GameState.choice: the game waits for `player` to choose. */
export interface AwaitedChoice {
  /** The chooser. */
  readonly player: PlayerId;
  /** The card's player (its effects go on for them). */
  readonly owner: PlayerId;
  readonly source: string;
  readonly target?: string;
  /** Option keys: a card instance, or `c1+c2+c3` for a set of cards. */
  readonly options: readonly string[];
  readonly min: number;
  readonly max: number;
  readonly effect: ChoiceEffect;
  /** The cards the options were drawn from are hidden from the other player (view and log show them the count only). */
  readonly hidden: boolean;
  readonly before: readonly Awaiting[];
}

export type ChoiceCommand = { readonly type: 'MakeChoice'; readonly actor: PlayerId; readonly chosen: readonly string[] };

export type ChoiceEvent =
  | {
      readonly type: 'ChoiceAwaited';
      readonly player: PlayerId;
      readonly owner: PlayerId;
      readonly source: string;
      readonly target?: string;
      readonly options: readonly string[];
      readonly min: number;
      readonly max: number;
      readonly effect: ChoiceEffect;
      readonly hidden: boolean;
    }
  | { readonly type: 'CardsChosen'; readonly player: PlayerId; readonly source: string; readonly chosen: readonly string[]; readonly hidden: boolean };

/** For the catalogue test and the README. */
export const CHOICE_WORDS: readonly string[] = ['effect:choose-cards', 'ability-condition:your-hand-empty', 'ability-condition:none-in-play'];
