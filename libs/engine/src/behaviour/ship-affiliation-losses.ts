/**
 * A card lying on a ship that takes the affiliation of the ship, its crew and its Away Teams (issue 15, helper evq):
 * Memory Wipe played on a non-[Bor] ship.
 *   - card field `shipAffiliationLoss: { becomes }`: while the card lies face up on a ship, `blueprintOf` (card-facts.ts)
 *     reads that ship, the ship owner's personnel aboard it (its crew) and the personnel on a planet whose last move
 *     down was from that ship (its Away Team: `awayFrom`, cleared by any later move) with the single affiliation
 *     `becomes`; compatibility, staffing, attempts, battle restrictions and filters all read the changed card.
 *   1E rulebook › THE CARDS › EVENTS (an event played on a card lasts while it lies there); REPORTING FOR DUTY ›
 *   COMPATIBLE (Non-Aligned); EXECUTING ORDERS › BEAM (Away Teams).
 * Cheap by construction (as host-changes.ts): the changing blueprints are found once per game (none in almost every
 * game: one lookup per read); a changed card is made once per card and affiliation and kept.
 */
import type { Card } from '@captains-log/cards';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface ShipAffiliationLoss {
  readonly becomes: string;
}

export const SHIP_AFFILIATION_LOSS_WORDS: readonly string[] = ['field:shipAffiliationLoss'];

const changesShips: BlueprintTest = (behaviour) => behaviour.shipAffiliationLoss;
const CHANGED = new WeakMap<Card, Map<string, Card>>();

/** The ship whose crew or Away Team the card `iid` belongs to (or the ship itself), read from the raw card records. */
function shipOf(state: GameState, iid: string, card: Card): string | undefined {
  const instance = state.cards[iid]!;
  if (card.type === 'Ship') return iid;
  if (card.type !== 'Personnel') return undefined;
  const kind = zoneKind(instance.zone);
  if (kind === 'aboard') {
    const host = state.cards[zoneArg(instance.zone)];
    return host && host.owner === instance.owner && state.blueprints[host.blueprint]?.type === 'Ship' ? host.iid : undefined;
  }
  return kind === 'surface' ? instance.awayFrom : undefined;
}

/** The card as the rules see it now: of the affiliation a card lying on its ship gives it. */
export function withShipAffiliationLoss(state: GameState, card: Card, iid: string): Card {
  if (card.type !== 'Personnel' && card.type !== 'Ship') return card;
  const sources = blueprintsWhere(state, changesShips);
  if (sources.size === 0) return card;
  const ship = shipOf(state, iid, card);
  if (!ship || !state.cards[ship]) return card;
  let becomes: string | undefined;
  for (const on of cardsIn(state, Z.on(ship))) {
    const instance = state.cards[on]!;
    if (instance.faceUp && sources.has(instance.blueprint)) becomes ??= behaviourOf(instance.blueprint)?.shipAffiliationLoss?.becomes;
  }
  if (!becomes) return card;
  let made = CHANGED.get(card);
  if (!made) CHANGED.set(card, (made = new Map()));
  let out = made.get(becomes);
  if (!out) made.set(becomes, (out = { ...card, affiliations: [becomes as Card['affiliations'][number]] }));
  return out;
}
