/**
 * Issue 15 (helper tail4): a card on its owner's table that makes some of that player's cards in play immune to cards
 * of the titles it names ("Your [Maq] ships are immune to {Navigate Plasma Storms}": They Call Themselves the Maquis;
 * "Your [TE] facilities and staffed ships are immune to …": Emblem of the Empire). The card field `tableImmunity`:
 * each entry names the titles and which of the owner's cards (a CardFilter on the printed card), and `staffedShips`
 * (a ship counts only while staffed). Read by `immuneTo` (modifiers-incidents.ts), so every effect that asks it —
 * targeting (play.ts), Disruptor Overload's equipment, Navigate Plasma Storms' ships (probes.ts) — honours it.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); Glossary › immune
 *   (an immune card is not affected by the card it is immune to).
 */
import { bp } from '../context';
import { isStaffed } from '../play';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import type { CardFilter } from './vocabulary';

export interface TableImmunity {
  /** The titles the cards are immune to (the whole title). */
  readonly titles: readonly string[];
  /** Which of the owner's cards in play (their printed card). */
  readonly who: CardFilter;
  /** A ship is immune only while it is staffed ("staffed ships"); facilities and others are not asked. */
  readonly staffedShips?: true;
}

/** For the catalogue test and the README. */
export const TABLE_IMMUNITY_WORDS: readonly string[] = ['field:tableImmunity'];

/** Whether a face-up card on the table of the owner of `iid` makes it immune to cards titled `title`. */
export function tableImmune(state: GameState, iid: string, title: string): boolean {
  const instance = state.cards[iid];
  if (!instance) return false;
  const card = bp(state, iid);
  for (const source of cardsIn(state, Z.table(instance.owner))) {
    const held = state.cards[source]!;
    if (!held.faceUp) continue;
    for (const entry of behaviourOf(held.blueprint)?.tableImmunity ?? []) {
      if (!entry.titles.includes(title) || !matches(card, entry.who)) continue;
      if (entry.staffedShips && card.type === 'Ship' && !isStaffed(state, iid)) continue;
      return true;
    }
  }
  return false;
}
