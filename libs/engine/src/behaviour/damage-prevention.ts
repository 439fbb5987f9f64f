/**
 * Issue 15 (events of later sets): a card on its owner's table discarded to nullify a damage marker about
 * to be placed on one of the owner's ships — "discard event to nullify one damage marker about to be
 * placed on your [22] ship" (Polarized Hull Plating). The word `preventsShipDamage` (CardBehaviour) is
 * read by `preventShipDamage`, called wherever damage markers are placed (ship battle, a self-controlled
 * ship's attack, `damageShip`) before the `ShipDamaged` fact: each such card discarded takes one marker off.
 *   1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE (a hit places one marker, a direct hit two);
 *   ATTEMPT A MISSION › NULLIFIERS.
 * Decision: the "may" is used whenever it can be (as Genetronic Replicator's): one card per marker,
 * while the owner has one; a marker never helps its ship.
 */
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import { shipMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import { nullifyDestroyingMarkers } from './ship-destruction-saves';
import type { ShipFilter } from './vocabulary-incidents';

export interface PreventsShipDamage {
  /** The owner's ships it protects. */
  readonly ships: ShipFilter;
}

/** How many of `markers` about to be placed on `ship` are nullified (each by discarding one such card of the ship's owner). */
export function preventShipDamage(ctx: Ctx, ship: string, markers: number): number {
  const instance = ctx.state.cards[ship];
  if (!instance || markers <= 0) return 0;
  let prevented = 0;
  for (const iid of [...cardsIn(ctx.state, Z.table(instance.owner))]) {
    if (prevented >= markers) break;
    const card = ctx.state.cards[iid]!;
    const rule = card.faceUp ? behaviourOf(card.blueprint)?.preventsShipDamage : undefined;
    if (!rule || !shipMatches(blueprintOf(ctx.state, ship), rule.ships, ctx.state, ship)) continue;
    ctx.emit({ type: 'CardMoved', card: iid, from: card.zone, to: Z.discard(card.owner), faceUp: true, reason: `${bp(ctx.state, iid).title}: discarded to nullify a damage marker on ${bp(ctx.state, ship).title}`, rule: RULES.cardEffects });
    prevented += 1;
  }
  // Issue 15 (helper shipsaves): an interrupt in hand nullifying a marker that would destroy the ship (ship-destruction-saves.ts).
  return prevented + nullifyDestroyingMarkers(ctx, ship, markers - prevented);
}
