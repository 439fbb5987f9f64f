/**
 * Issue 15 (activations): abilities of a card already in play that its owner chooses to use —
 * "once each turn / once per game, you may …", "discard this card to …", "in place of your normal
 * card play, you may …". One word for every card type (incidents, objectives, doorways, equipment,
 * artifacts, events on the table, personnel): the card lists its `abilities`; the owner uses one
 * with `ActivateCard { card, ability, target? }` (behaviour/activations.ts).
 *   1E rulebook › THE PLAY PHASE (actions permitted by the cards on the table);
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (per player and title, whatever the copies);
 *   OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME"; PLAYING A CARD › YOUR NORMAL CARD PLAY.
 */
import type { AbilityCondition } from './vocabulary-events-d';
import type { ResponseAbilityWindow } from './vocabulary-response-abilities';
import type { Effect, TargetSpec } from './vocabulary';
import type { SkillCondition } from './personnel-conditions';
import type { ActionCondition, ActingTarget, PersonnelActionEffect } from './vocabulary-personnel-actions';

/** How often: per player and card title (copies share it), counted per ability. */
export type AbilityLimit =
  /** "once each turn". */
  | 'once-per-turn'
  /** "once per game". */
  | 'once-per-game'
  /** "`times` per game" (twice, thrice…), and `oncePerTurn` if it also says "once each turn". */
  | { readonly kind: 'per-game'; readonly times: number; readonly oncePerTurn?: boolean }
  /** "`times` each turn" ("twice each turn"). */
  | { readonly kind: 'per-turn'; readonly times: number }
  /** Issue 15 (helper tail7): "each once each turn": once each turn for each target (the command's `target`), any number of targets. */
  | { readonly kind: 'once-per-target-per-turn' };

/** Paid as the ability is used, before its effects. */
export type AbilityCost =
  /** "discard this card to …": the card goes to its owner's discard pile. */
  | 'discard-self'
  /** The card is stopped (it must not be stopped already). */
  | 'stop-self'
  /** "in place of your normal card play": spends it (card-play stage, not used yet). */
  | 'normal-card-play'
  /** Issue 15 (download): "in place of a card draw": this turn's end-of-turn draw is skipped (once a turn; draw-replacements.ts). */
  | 'card-draw'
  /** Issue 15 (lead): "stop that personnel to …" — the player's Contender (contender.ts), in play and unstopped, is stopped. */
  | 'stop-contender'
  /** Issue 15 (helper roa): "discard two Latinum present to …" (latinum.ts). */
  | import('./latinum').LatinumCost
  /** Issue 15 (helper stored): "discard a card from here to …": the earliest `count` cards stored on this card to their owner's discard pile (stored-cards.ts). */
  | import('./stored-cards').StoredCost;

/** When it may be used. */
export type AbilityWindow =
  /** On your own turn, between actions (the default). */
  | 'own-turn'
  /** "at any time": on either player's turn, between actions (not during another action). */
  | 'any-time'
  /**
   * Issue 15 (helper partials): "suspend play to …" — as a special download suspends play: on your own turn between
   * actions, or in your own response window (a mission attempt's or a battle's too) (downloads.ts › checkSuspendWindow).
   */
  | 'suspend-play'
  /** Issue 15 (response abilities): a valid response, only in the player's own response window of that kind (response-abilities.ts). */
  | ResponseAbilityWindow;

export interface Ability {
  /** Names the ability on its card (`ActivateCard.ability`). */
  readonly id: string;
  readonly limit?: AbilityLimit;
  readonly costs?: readonly AbilityCost[];
  readonly window?: AbilityWindow;
  /** Issue 15 (events of later sets): "(Cumulative.)" — each copy in play has its own limit (default: per title, whatever the copies). */
  readonly perCopy?: true;
  /** Issue 15 (events-d): abilities naming the same key share one limit ("once each turn, … OR …"). */
  readonly limitShared?: string;
  /**
   * What the player chooses (the command's `target`); no valid target, no use. The general target
   * words (vocabulary.ts › TargetSpec), or one relative to the acting card — a personnel present with
   * it, its own ship, a card in its owner's hand … (vocabulary-personnel-actions.ts › ActingTarget).
   */
  readonly targets?: TargetSpec | ActingTarget;
  /** Must hold for the acting card (personnel-conditions.ts: "at a [Car] mission", "while aboard …"). */
  readonly when?: SkillCondition;
  /**
   * Must hold as well, every one: the acting card's own (a word, vocabulary-personnel-actions.ts ›
   * ActionCondition) or the table's around it (an object, vocabulary-events-d.ts › AbilityCondition:
   * events-d's `needs`, folded in here by equipment-e).
   */
  readonly requires?: readonly (ActionCondition | AbilityCondition)[];
  /** For the `aboard-named-ship` condition: the ship titles (prefixes). */
  readonly hostTitles?: readonly string[];
  /** Issue 15 (helper roa): "Any player who … may": the other player may use it too (its limit counted per player). */
  readonly anyPlayer?: true;
  /** Used while the card lies in its owner's discard pile instead of in play ("may be taken from your discard pile to hand"). */
  readonly fromDiscard?: boolean;
  /** Issue 15 (lead): used while the card lies in its owner's point area (an objective completed there: Declare New Sovereign). */
  readonly fromPointArea?: true;
  /** Issue 15 (helper ferengi): used by a card in its owner's draw deck — a download (Self-Sealing Stem Bolts; ferengi-profits.ts: its target words check the download). */
  readonly fromDrawDeck?: true;
  /** Existing effect verbs, run in order with the card as their source, and the acting-card words (kill or capture the target …). */
  readonly effects: readonly (Effect | PersonnelActionEffect)[];
}

/** For the catalogue test and the README: the words above. */
export const ACTIVATION_WORDS = { limits: ['once-per-turn', 'once-per-game', 'per-game', 'per-turn', 'once-per-target-per-turn'], costs: ['discard-self', 'stop-self', 'normal-card-play', 'card-draw', 'stop-contender'], windows: ['own-turn', 'any-time', 'response', 'suspend-play'] } as const;
