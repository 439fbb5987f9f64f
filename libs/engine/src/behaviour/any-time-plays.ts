/**
 * Issue 15 (lead): a card on its owner's table that lets some of their cards play "at any time (for free)" where a
 * personnel of theirs is — Plans of the Obsidian Order / of the Tal Shiar: your espionage cards, onto a mission where
 * you have an Obsidian Order (Tal Shiar) personnel in play. `CardBehaviour.grantsAnyTimePlay`, read by play.ts ›
 * checkPlayCard / playCard: such a play is an interrupt's ("at any time" on your turn, whatever the stage) and does
 * not use the normal card play.
 *   1E rulebook › PLAYING "FOR FREE"; THE CARDS › INTERRUPTS (an interrupt plays at any time); THE CARDS (a card's
 *   text overrides the rules). Interrupts on the opponent's turn are played in response windows only (README › The
 *   behaviour model): so is this.
 * Cheap by construction: the game's granting blueprints are found once per game (none in almost every game).
 */
import type { Card } from '@captains-log/cards';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, Z } from '../zones';
import { personnelInPlay } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { titledAmong } from '../card-facts';

export interface AnyTimePlayGrant {
  /** The cards it lets play so (by title). */
  readonly titles: readonly string[];
  /** Only onto a location (the play's target) where a personnel of the player matching this is in play. */
  readonly withYoursAtTarget: PersonnelFilter;
}

const grants: BlueprintTest = (b) => b.grantsAnyTimePlay;

/** Whether a face-up card on `player`'s table lets `card` play now at any time, for free, onto `target` (a location). */
export function playsAtAnyTime(state: GameState, player: PlayerId, card: Card, target: string | undefined): boolean {
  const granting = blueprintsWhere(state, grants);
  if (granting.size === 0 || target === undefined) return false;
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    if (!instance.faceUp || !granting.has(instance.blueprint)) continue;
    const grant = behaviourOf(instance.blueprint)!.grantsAnyTimePlay!;
    if (titledAmong(grant.titles, card) && yoursAt(state, player, grant.withYoursAtTarget, target)) return true;
  }
  return false;
}

/**
 * Issue 17: whether `playsAtAnyTime` may hold for `card` onto some target — a face-up card on `player`'s table grants it
 * by title (where their personnel are is left to `playsAtAnyTime`). False means false for every target.
 */
export function mayPlayAtAnyTime(state: GameState, player: PlayerId, card: Card): boolean {
  const granting = blueprintsWhere(state, grants);
  if (granting.size === 0) return false;
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    if (instance.faceUp && granting.has(instance.blueprint) && titledAmong(behaviourOf(instance.blueprint)!.grantsAnyTimePlay!.titles, card)) return true;
  }
  return false;
}

/** Whether `player` has a personnel matching `filter` in play at `location`. */
export function yoursAt(state: GameState, player: PlayerId, filter: PersonnelFilter, location: string): boolean {
  return personnelInPlay(state, player, filter).some((iid) => locationOfCard(state, iid) === location);
}
