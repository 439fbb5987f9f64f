/**
 * Affiliation changes from cards in play (issue 15, premiere-control; words: vocabulary-control.ts).
 * `blueprintOf` (card-facts.ts) passes every card through `withAffiliationChanges`, so every rule that
 * reads a card's affiliations (compatibility, staffing, attempts, battle restrictions, reporting)
 * sees the changed card while the changing card lies face up on a table.
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (Exception: Non-Aligned compatibility);
 *   THE CARDS › EVENTS (an event's effect lasts while it is in play).
 * Cheap by construction: the blueprints of a game never change, so the cards able to change
 * affiliations are found once per game (none in almost every game: one lookup per read); otherwise
 * only the two tables are read.
 */
import type { Card } from '@captains-log/cards';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import type { AffiliationLoss, ControlHolder } from './vocabulary-control';

const SOURCES = new WeakMap<object, readonly string[]>();
const CHANGED = new WeakMap<Card, Map<string, Card>>();
const TABLES = ['table:p1', 'table:p2'] as const;

/** The blueprint ids of this game whose cards change affiliations (found once per game). */
function sourcesOf(state: GameState): readonly string[] {
  let found = SOURCES.get(state.blueprints);
  if (!found) {
    found = Object.keys(state.blueprints).filter((id) => behaviourOf(id)?.affiliationLoss);
    SOURCES.set(state.blueprints, found);
  }
  return found;
}

export function reaches(card: Card, to: ControlHolder): boolean {
  if (card.type !== 'Personnel') return false;
  const lower = (to.characteristics ?? []).map((c) => c.toLowerCase());
  return card.characteristics.some((c) => lower.includes(c.toLowerCase())) || (to.titles ?? []).includes(card.title);
}

/** The affiliation losses in force: those of face-up cards on either table. */
export function affiliationLosses(state: GameState): AffiliationLoss[] {
  const sources = sourcesOf(state);
  if (sources.length === 0) return [];
  const out: AffiliationLoss[] = [];
  for (const zone of TABLES)
    for (const iid of state.zones[zone] ?? []) {
      const instance = state.cards[iid];
      if (!instance?.faceUp || !sources.includes(instance.blueprint)) continue;
      const loss = behaviourOf(instance.blueprint)?.affiliationLoss;
      if (loss) out.push(loss);
    }
  return out;
}

/** The card as the rules see it now: its affiliation replaced while a loss reaching it is in force. */
export function withAffiliationChanges(state: GameState, card: Card): Card {
  if (sourcesOf(state).length === 0 || card.type !== 'Personnel') return card;
  const loss = affiliationLosses(state).find((found) => reaches(card, found.to));
  if (!loss) return card;
  let byAffiliation = CHANGED.get(card);
  if (!byAffiliation) CHANGED.set(card, (byAffiliation = new Map()));
  let changed = byAffiliation.get(loss.becomes);
  if (!changed) byAffiliation.set(loss.becomes, (changed = { ...card, affiliations: [loss.becomes as Card['affiliations'][number]] }));
  return changed;
}
