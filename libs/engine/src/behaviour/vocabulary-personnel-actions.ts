/**
 * Issue 15: the words of abilities used by the card itself, relative to where it is — "once every
 * turn, may 'stop' one personnel present", "once per game, may kill one Maje present", "once each
 * turn, may discard a card to draw a card" (first written for personnel, by helper personnel-a; now
 * words of the one ability mechanism, `ActivateCard`: vocabulary-activations.ts, activations.ts).
 * Targets relative to the acting card (`ActingTarget`: ability-targets.ts), conditions on it
 * (`ActionCondition`), and effects on the chosen target (`PersonnelActionEffect`: personnel-actions.ts).
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   GETTING HURT › STOPPED › Clarifications: What Stopped Cards Can Do (a stopped personnel may still
 *   use its special skills); › DISABLED (a disabled one may not).
 */
import type { PersonnelHolder } from './vocabulary-personnel';
import type { PersonnelDEffect, PersonnelDTarget } from './vocabulary-personnel-d';

/** What the ability is used on, relative to the acting card; `ActivateCard.target` names it. */
export type ActingTarget =
  /** Issue 15 (personnel-d): vocabulary-personnel-d.ts. */
  | PersonnelDTarget
  /** The ship the acting personnel is aboard (its owner's). */
  | { readonly kind: 'own-ship' }
  /** A ship of the acting card's owner at its location, showing every one of `icons`. */
  | { readonly kind: 'your-ship-here'; readonly icons?: readonly string[] }
  /**
   * A personnel present with the acting personnel (same crew, Away Team, facility or planet
   * surface; itself excluded) — or anywhere at its location when `here` — that `filter` reaches
   * (`whose` relative to the acting personnel's owner; default here: any player's); `stopped` /
   * `unstopped`: only such a personnel.
   */
  | {
      readonly kind: 'personnel-present';
      readonly filter: PersonnelHolder;
      readonly here?: boolean;
      readonly state?: 'stopped' | 'unstopped';
      /** Only those with the highest value of this attribute among the candidates ("the most CUNNING personnel present"). */
      readonly highest?: 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
    }
  /** A card in the owner's hand (a personnel `filter` reaches, or another version of the acting personnel's persona, when given). */
  | { readonly kind: 'card-in-hand'; readonly filter?: PersonnelHolder; readonly samePersona?: boolean }
  /** The opponent's Away Team present (the zone; all their personnel there), when every one of them matches `all` ("an all-male Away Team present"). */
  | { readonly kind: 'opposing-away-team-present'; readonly all: PersonnelHolder }
  /** A spaceline location (other than its own) where a personnel `filter` reaches (either player's) is. */
  | { readonly kind: 'location-with'; readonly filter: PersonnelHolder }
  /** An opponent's cloaked ship (not phased) at the acting personnel's location. */
  | { readonly kind: 'opponents-cloaked-ship-here' }
  /**
   * A face-up card on a player's table (yours, or either) of one of these `types`, titled one of `titles` (or a version:
   * card-facts.ts › isTitled) or of a title family of `titlePrefixes` (either list met is enough), showing `icon` — every
   * field given must match.
   */
  | {
      readonly kind: 'card-on-table';
      readonly whose: 'yours' | 'any';
      readonly types?: readonly string[];
      readonly titles?: readonly string[];
      /** Issue 15 (helper prefix): a title family ('Treaty: Federation/': Admiral Cartwright's "a [Fed] Treaty"). */
      readonly titlePrefixes?: readonly string[];
      readonly icon?: string;
      /** Also such cards in play at a location (atop a mission, on a card), not only on a table. */
      readonly anywhere?: boolean;
    }
  /** Issue 15 (helper partners): a card in play present with the personnel the acting card lies on (present-with-host.ts). */
  | import('./present-with-host').PresentWithHostTarget;

/** Effects only personnel actions use (handlers: personnel-actions.ts › PERSONNEL_ACTION_VERBS). */
export type PersonnelActionEffect =
  /** Issue 15 (personnel-d): vocabulary-personnel-d.ts. */
  | PersonnelDEffect
  /** The target personnel is killed (1E rulebook › GETTING HURT › KILLED). */
  | { readonly kind: 'kill-target' }
  /** Every stopped personnel of yours present with the acting personnel (itself included) that `filter` reaches is unstopped. */
  | { readonly kind: 'unstop-yours-present'; readonly filter: PersonnelHolder }
  /**
   * The target personnel is captured (1E rulebook › CAPTURE). Simplified as the dilemma `capture`
   * action is (attempt/dilemma-effects.ts): it leaves the game (out of play), no captive is held.
   */
  | { readonly kind: 'capture-target' }
  /** Every opposing personnel in the target zone is captured, as `capture-target`. */
  | { readonly kind: 'capture-all-in-target' }
  /** The ship the acting personnel is aboard moves to the target location (in space; not stopped). */
  | { readonly kind: 'relocate-host-ship' }
  /** The target card (in your hand) goes to your discard pile. */
  | { readonly kind: 'discard-target-from-hand' }
  /** The target card (in your hand) goes beneath your draw deck. */
  | { readonly kind: 'target-beneath-draw' }
  /** The bottom `count` cards of your discard pile (the first placed there) go beneath your draw deck. */
  | { readonly kind: 'bottom-discards-beneath-draw'; readonly count: number }
  /** The topmost personnel card of your discard pile goes to your hand. */
  | { readonly kind: 'top-discard-personnel-to-hand' }
  /** The owner's normal card play this turn is spent ("in place of your normal card play"). */
  | { readonly kind: 'spend-normal-card-play' }
  /** The acting card goes to its owner's hand. */
  | { readonly kind: 'self-to-hand' }
  /** The target card (in hand) takes the acting personnel's place (same zone, stopped as it was); the acting personnel goes to hand. */
  | { readonly kind: 'exchange-with-target' };

export type ActionCondition =
  /** The acting personnel is in an Away Team (on a planet surface, not aboard a ship or in a facility). */
  | 'in-away-team'
  /** The acting personnel is aboard a ship of its owner. */
  | 'aboard-your-ship'
  /** The acting personnel is aboard a ship (its owner's) whose title starts with one of `hostTitles`. */
  | 'aboard-named-ship'
  /** At the start of its owner's turn: before the normal card play (as `start-of-your-turn`, vocabulary-events.ts). */
  | 'start-of-your-turn'
  /** The opponent holds more cards in hand than the owner. */
  | 'opponent-hand-larger'
  /** The owner's normal card play is still unused this turn (for a skill used "in place of your normal card play"). */
  | 'normal-card-play-unused'
  /** Issue 15 (incidents-f): a ship of the owner titled as `hostTitles` has its matching commander aboard (table-reports.ts). */
  | 'commander-aboard-named-ship'
  /** Issue 15 (events of later sets): the owner had no cards in hand when this turn of theirs began (`TurnState.handEmptyAtStart`). */
  | 'hand-empty-at-turn-start'
  /** Issue 15 (helper trophies): the acting card lies on its owner's table (a card with another way of playing onto a card: One with the Borg). */
  | 'self-on-table'
  /** Issue 15 (helper doors): the acting card lies on a card of the player using it (Door-Net on "your" doorway: door-nets.ts). */
  | 'self-on-your-card';

/** For the catalogue test: the target and effect words above. */
export const PERSONNEL_ACTION_WORDS = {
  conditions: ['in-away-team', 'aboard-your-ship', 'aboard-named-ship', 'start-of-your-turn', 'opponent-hand-larger', 'normal-card-play-unused', 'hand-empty-at-turn-start', 'self-on-table', 'self-on-your-card'],
  targets: ['own-ship', 'your-ship-here', 'card-in-discard', 'personnel-present', 'card-in-hand', 'card-on-table', 'opponents-cloaked-ship-here', 'opposing-away-team-present', 'location-with', 'card-present-with-host'],
  effects: ['kill-target', 'capture-target', 'capture-all-in-target', 'relocate-host-ship', 'discard-target-from-hand', 'unstop-yours-present', 'target-beneath-draw', 'bottom-discards-beneath-draw', 'top-discard-personnel-to-hand', 'self-to-hand', 'exchange-with-target', 'spend-normal-card-play'],
} as const;
