/**
 * Words added for the last Premiere interrupts and events (issue 15, fourth pass): beaming outside
 * the BEAM order (at any time, or to a neighbouring location), a card that attaches itself to a
 * personnel picked at random, a personnel who may not beam up, and a ship bound to head for an
 * outpost. They join the unions of vocabulary.ts with one line each; handlers in verbs-premiere.ts,
 * target rules in targets-premiere.ts (a word without a handler does not compile).
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › INTERRUPTS; MISCELLANEOUS RULES › RANDOM
 *   SELECTION; MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"; EXECUTING ORDERS › FLY A STARSHIP.
 */
import type { CardFilter } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import type { BattleFilter } from './vocabulary-battle';

export type PremiereTarget =
  /**
   * Your personnel (with equipment) beamed by the card itself, not by a BEAM order, written
   * `c1+c2>ZONE` (the cards, then where they go). `same-location`: up or down between a planet
   * surface and a ship or facility at that location (the ship's or facility's side decides
   * shields); `next-location`: from aboard your ship to a planet surface, ship or facility at a
   * neighbouring spaceline location. `max`: at most that many cards. In a dilemma's response window
   * only when the dilemma is one of `duringDilemmas` ("except during a dilemma, unless permitted").
   */
  {
    readonly kind: 'beam-party';
    readonly reach: 'same-location' | 'next-location';
    readonly max?: number;
    readonly duringDilemmas?: readonly string[];
  }
  /**
   * Cards from your draw deck (between `min` — or all, when fewer — and `max`), written `c1+c2` (`none` for zero): you look
   * through your deck and choose them (as a download names a card of the deck; MISCELLANEOUS RULES ›
   * LOOKING AT CARDS).
   */
  /** `filter` (issue 15, events of later sets): only cards it passes may be chosen, none there, no target; `download`: it is a download, so a card forbidding downloads (Computer Crash) leaves no target. */
  | { readonly kind: 'cards-in-your-draw-deck'; readonly min: number; readonly max: number; readonly filter?: CardFilter; readonly download?: boolean }
  /**
   * In the personnel battle just initiated: the opposing personnel matching `victims` that your
   * personnel matching `killers` kill, one each — all of them when they are no more than the
   * killers, else exactly as many as the killers, of your choice — written `c1+c2` (`none`: nobody).
   */
  | { readonly kind: 'battle-victims'; readonly killers: BattleFilter; readonly victims: BattleFilter }
  /** A ship in play (any player's) and a number of turns from 1 to `max`, written `cN>k` ("pre-announce the return time"). */
  | { readonly kind: 'ship-and-turns'; readonly max: number }
  /** One of your ships showing this affiliation (in play at a location). */
  | { readonly kind: 'your-ship-of-affiliation'; readonly affiliation: string };

export type PremiereEffect =
  /** The cards of a `beam-party` target go where it names (CardsBeamed, via the ship or facility at either end). */
  | { readonly kind: 'beam-party' }
  /**
   * This card goes onto one personnel picked at random among those of the player who solved the
   * mission of the `just-solved-mission` target, on that planet's surface, matching `filter`.
   */
  | { readonly kind: 'attach-to-random-solver'; readonly filter: PersonnelFilter }
  /**
   * The ship this card lies on flies toward the nearest outpost of `affiliation` (the nearest by
   * RANGE needed, along its spaceline) as far as its unused RANGE this turn takes it; when it is at
   * that outpost's location, this card is discarded.
   */
  | { readonly kind: 'head-for-outpost'; readonly affiliation: string }
  /**
   * The ship of a `ship-and-turns` target (with all aboard) leaves the spaceline into this card, which
   * lies atop the ship's location counting down the turns announced (the card's countdown).
   */
  | { readonly kind: 'ship-into-future' }
  /**
   * The ship this dilemma lies on flies toward the far end of the spaceline (`host-flies-to-far-end`)
   * as far as its RANGE left this turn takes it; there, the dilemma leaves play — to its player's bonus
   * area with its points when it has a point box.
   */
  | { readonly kind: 'head-for-far-end' }
  /**
   * At the end of a turn of the ship's owner (the player it affects): the countdown of this card goes
   * down by one; at zero the ship inside comes back into space where it left, and this card is discarded.
   */
  | { readonly kind: 'future-ship-tick' }
  /**
   * (A `game-ends` effect.) When the game has a winner, one card of the loser's deck (every card they
   * brought to the game) is picked at random for the winner to keep: an agreed wager, recorded as a
   * random selection (the handing over is outside the game).
   */
  | { readonly kind: 'winner-keeps-random-card' }
  /** The personnel of a `battle-victims` target still in the battle are killed. */
  | { readonly kind: 'kill-chosen-in-battle' };

/**
 * When the game ends (joins `Trigger`): the effects of the cards lying face up on either table, the
 * target being the winner (none: a draw). A card whose own response window is still open (its
 * play not resolved) does nothing (winning.ts › end).
 */
export type PremiereTrigger = { readonly on: 'game-ends'; readonly effects: readonly import('./vocabulary').Effect[] };

/** What a personnel allows (joins `Permit`). */
export type PremierePermit =
  /**
   * Aboard a damaged ship of its owner at the end of `fullTurns` full turns of theirs in a row (the
   * turn it is first found there does not count), the ship's rotation damage is repaired without an
   * outpost (battle/repair.ts counts full turns the same way).
   */
  { readonly kind: 'repair-aboard'; readonly fullTurns: number };

/** What must hold before it is played (joins `PlayCondition`). */
export type PremiereCondition =
  /**
   * "Immediately" when earned: only in the response window just after a mission you solved (the
   * artifacts of a solved mission are earned before that window; ATTEMPT A MISSION › SOLVING THE
   * MISSION: "some Artifacts are played immediately when earned").
   */
  { readonly kind: 'you-just-solved' };

/** While in play, what it forbids (joins `Restriction`). */
export type PremiereRestriction =
  /** Lying on a personnel: that personnel may not beam from a planet surface up to a ship or facility. */
  | { readonly kind: 'host-no-beam-up' }
  /** Lying on a ship: the ship may fly only to locations nearer the nearest outpost of `affiliation`. */
  | { readonly kind: 'host-flies-to-outpost'; readonly affiliation: string }
  /** Lying on a ship: the ship may fly only toward the spaceline end farther from where it was encountered (by RANGE; a tie: the last end). */
  | { readonly kind: 'host-flies-to-far-end' }
  /** Lying on a ship: the ship does nothing but fly — it attempts no mission, joins no battle, does not dock or land, and nobody beams with its transporters. */
  | { readonly kind: 'host-does-nothing-else' }
  /** Lying on its owner's table: the owner's opponent discards one card of their choice from hand before ending each of their turns (`EndTurn.discard`). */
  | { readonly kind: 'discard-to-end-turn' }
  /**
   * Lying on its owner's table: before ending each of their turns the owner guesses a card type and
   * points to a card of the opponent's hand (`EndTurn.guess`); it is shown to them, and discarded
   * when the guess is right (one guess, whatever the copies).
   */
  | { readonly kind: 'guess-at-end-of-turn' }
  /** Lying face up on a table: cards with these titles in play have no effect ("while in play, nullifies …"). */
  | { readonly kind: 'cancels-titled'; readonly titles: readonly string[] };

/** The words of this pass that the catalogue test cannot read from a handler table. */
export const PREMIERE_WORDS: readonly string[] = ['permit:repair-aboard', 'target:battle-victims', 'trigger:game-ends', 'target:ship-and-turns', 'target:cards-in-your-draw-deck', 'condition:you-just-solved', 'target:beam-party', 'target:your-ship-of-affiliation', 'restriction:host-no-beam-up', 'restriction:host-flies-to-outpost', 'restriction:host-flies-to-far-end', 'restriction:host-does-nothing-else', 'restriction:discard-to-end-turn', 'restriction:cancels-titled', 'restriction:guess-at-end-of-turn'];
