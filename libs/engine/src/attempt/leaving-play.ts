/**
 * Cards leaving play as the dilemmas need it: 1E rulebook › GETTING HURT (killed, destroyed,
 * discarded), DAMAGE AND REPAIRS › ROTATION DAMAGE, and ongoing dilemmas leaving play (cured,
 * expired, their host gone, their mission completed).
 */
import { scoreOpposingOutpostDestroyed } from '../behaviour/outpost-trials';
import { scoreHeadquartersDestroyed } from '../behaviour/homeworld-decimation';
import { losePointsWithHost } from '../behaviour/after-battle';
import { preventShipDamage } from '../behaviour/damage-prevention';
import { ownerOf } from '../behaviour/control-changes';
import { discardRedirect } from '../behaviour/discard-redirects';
import { returnedToTable } from '../behaviour/host-class-equipment';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg } from '../zones';
import { isCarried } from '../behaviour/carried-ships';
import { runWhenKilled, stoppedInsteadOfKilled } from '../behaviour/triggers-personnel-b';
import { relocateCrewOfDestroyedShip } from '../behaviour/crew-relocation';
import { deathReplacement, replaceDeath, saveCrewOfDestroyedShip } from '../behaviour/windows-draws';

import { replacedDilemmaKill } from '../behaviour/dilemma-kill-replacement';
import { runWhenPersonnelKilled } from '../behaviour/when-personnel-killed';
import { runStoredCopyKilled } from '../behaviour/stored-copies';
import { runLeavesPlayDownloads } from '../behaviour/leaves-play';
import { savedByInterrupt } from '../behaviour/death-savers';
import { killCaptivesHeldIn } from '../behaviour/captives';
import { capturedInsteadOfKilled } from '../behaviour/captures-instead';
import { SITE_RULES } from '../behaviour/site-basics';
import { evacuateCrewOfDestroyed, recoveredInstead } from '../behaviour/ship-destruction-saves';
import { runWhenHostKilled } from '../behaviour/host-killed';

/**
 * 1E rulebook › GETTING HURT › KILLED OR DESTROYED: to the owner's discard pile; dilemmas on it go out of play.
 * `dying`: every card the same action kills (a replacement may not call on them; behaviour/windows-draws.ts).
 */
export function leavePlay(ctx: Ctx, iid: string, how: 'killed' | 'destroyed' | 'discarded', source: string, withShip?: true, dying: readonly string[] = []): void {
  const instance = ctx.state.cards[iid];
  if (!instance) return;
  // Issue 15 (personnel, second half): "cannot be killed by dilemmas (stopped instead)".
  // Issue 15 (events-d, equipment-e): a card on a table, or equipment present that pays for it, replaces a dilemma's kill (behaviour/dilemma-kill-replacement.ts).
  if (how === 'killed' && replacedDilemmaKill(ctx, iid, source, 'killed')) return;
  // Issue 15 (helper doors): not for a crew killed with its destroyed ship (`withShip`): stopped, it would stay aboard a
  // ship no longer in play (a random game found Data (Things Past) aboard a ship Gomtuu Shock Wave destroyed).
  if (how === 'killed' && !withShip && stoppedInsteadOfKilled(ctx.state, iid, source)) {
    ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.killed}; ${RULES.stopped}` });
    return;
  }
  // Issue 15 (premiere-windows): a death replaced by a return to hand (Genetronic Replicator).
  const replacement = how === 'killed' ? deathReplacement(ctx.state, iid, dying) : null;
  if (replacement) {
    replaceDeath(ctx, iid, replacement);
    return;
  }
  // Issue 15 (interrupts-e): an interrupt in the owner's hand saves it (behaviour/death-savers.ts).
  if (how === 'killed' && savedByInterrupt(ctx, iid, source, dying)) return;
  // Issue 15 (captive): a card on the opponent's table captures it instead (behaviour/captures-instead.ts).
  if (how === 'killed' && capturedInsteadOfKilled(ctx, iid)) return;
  for (const child of [...cardsIn(ctx.state, Z.on(iid))]) {
    // Issue 15 (battle-cards): points scored by a card on it are lost when it is killed (behaviour/after-battle.ts: Data's Medals).
    if (how === 'killed') losePointsWithHost(ctx, child);
    // Issue 15 (helper voyent): a card on it that acts when its host is killed (behaviour/host-killed.ts: Quite a Coincidence).
    if (how === 'killed') runWhenHostKilled(ctx, child);
    // Issue 15 (helper voyds9): a card that goes back to the table when its ship leaves play (behaviour/host-class-equipment.ts).
    if (returnedToTable(ctx, child)) continue;
    if (ctx.state.ongoing[child]) endOngoing(ctx, child, 'host-left-play');
    // A card played on it (an event on a ship) is discarded with it (issue 15).
    else ctx.emit({ type: 'CardLeftPlay', card: child, from: Z.on(iid), to: Z.discard(ctx.state.cards[child]!.owner), how: 'discarded', source, rule: RULES.leavingPlay });
  }
  // Issue 15 (captives): the captives held in a ship or facility die with it (behaviour/captives.ts).
  killCaptivesHeldIn(ctx, iid, source);
  // Issue 15 (sites): a Nor's sites, and what is at them, go with it (behaviour/sites.ts).
  if (cardsIn(ctx.state, Z.sites(iid)).length > 0) sitesGoWith(ctx, iid, source);
  // Issue 15 (premiere-control): a card under another player's control goes to its owner's pile (behaviour/control-changes.ts).
  // Issue 15 (helper voyds9): a card on the opponent's table takes it instead (behaviour/discard-redirects.ts: The Next Emanation).
  const owner = ownerOf(ctx.state, iid);
  ctx.emit({ type: 'CardLeftPlay', card: iid, from: instance.zone, to: discardRedirect(ctx.state, iid, owner, how) ?? Z.discard(owner), how, source, rule: how === 'discarded' ? RULES.leavingPlay : RULES.killed });
  if (how === 'killed') runWhenKilled(ctx, iid, instance.owner);
  // Issue 15 (events-d): table cards that react to any personnel killed (behaviour/when-personnel-killed.ts).
  if (how === 'killed') runWhenPersonnelKilled(ctx, iid, instance.zone, source);
  // Issue 15 (helper outside): a copy of a personnel stored on its owner's card may be revealed as a queen (behaviour/stored-copies.ts).
  if (how === 'killed') runStoredCopyKilled(ctx, iid, instance.owner);
  // Issue 15 (personnel): "when he leaves play, may download {X}" — to the place he left, unless it goes with him (behaviour/leaves-play.ts).
  if (!withShip) runLeavesPlayDownloads(ctx, iid, instance.owner, instance.zone);
}

export function destroyShip(ctx: Ctx, ship: string, source: string, withCarrier = false): void {
  // Issue 15 (helper shipsaves): the opponent's card destroying your only ship — a card on your table replaces it (behaviour/ship-destruction-saves.ts).
  if (recoveredInstead(ctx, ship, source, (card, how) => leavePlay(ctx, card, how, source, how === 'discarded' ? true : undefined))) return;
  // Issue 15 (lead): a carried ship destroyed damages its carrier; ships carried aboard a destroyed ship go with it
  // (1E rulebook › EXECUTING ORDERS › CARRIED SHIPS; behaviour/carried-ships.ts).
  const carrier = !withCarrier && isCarried(ctx.state, ship) ? zoneArg(ctx.state.cards[ship]!.zone) : null;
  for (const docked of [...cardsIn(ctx.state, Z.docked(ship))]) {
    if (isCarried(ctx.state, docked)) destroyShip(ctx, docked, source, true);
    else {
      // Ships docked at a facility destroyed are not destroyed with it: they are undocked where it was (1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK).
      const location = locationOfZone(ctx.state, ctx.state.cards[docked]!.zone);
      if (location) ctx.emit({ type: 'ShipUndocked', player: ctx.state.cards[docked]!.owner, ship: docked, location, rule: RULES.dock });
    }
  }
  // Issue 15 (premiere-windows): an escape pod saves the crew first (behaviour/windows-draws.ts).
  relocateCrewOfDestroyedShip(ctx, ship); // Issue 15 (helper fcqc): Three-Dimensional Thinking first (behaviour/crew-relocation.ts).
  evacuateCrewOfDestroyed(ctx, ship); // Issue 15 (helper shipsaves): a table card's evacuation next (behaviour/ship-destruction-saves.ts).
  saveCrewOfDestroyedShip(ctx, ship);
  const aboard = [...cardsIn(ctx.state, Z.aboard(ship))];
  for (const iid of aboard) leavePlay(ctx, iid, bp(ctx.state, iid).type === 'Personnel' ? 'killed' : 'destroyed', source, true, aboard);
  // Issue 15 (lead): read before it leaves play — a facility's kind, controller and place, for the cards scoring for it (behaviour/outpost-trials.ts).
  const facility = bp(ctx.state, ship).type === 'Facility' ? { kind: bp(ctx.state, ship).facilityKind, controller: ctx.state.cards[ship]!.owner, location: locationOfZone(ctx.state, ctx.state.cards[ship]!.zone) } : null;
  // Issue 15 (helper obja): a headquarters destroyed by the owner of a card atop its mission (behaviour/homeworld-decimation.ts).
  if (facility?.location) scoreHeadquartersDestroyed(ctx, ship, facility.location, source);
  leavePlay(ctx, ship, 'destroyed', source);
  if (facility?.location) scoreOpposingOutpostDestroyed(ctx, facility, facility.location);
  if (carrier && ctx.state.cards[carrier] && isInPlayZone(ctx.state.cards[carrier]!.zone)) damageShip(ctx, carrier, `${bp(ctx.state, ship).title} destroyed aboard`);
}

/** Rotation damage: a second damage destroys the ship (1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE). */
export function damageShip(ctx: Ctx, ship: string, source: string): void {
  // Issue 15 (events of later sets): a card discarded to nullify the marker (behaviour/damage-prevention.ts).
  if (preventShipDamage(ctx, ship, 1) > 0) return;
  const damage = (ctx.state.cards[ship]!.damage ?? 0) + 1;
  ctx.emit({ type: 'ShipDamaged', ship, damage, source, rule: RULES.rotationDamage });
  if (damage >= 2) destroyShip(ctx, ship, source);
}

export function endOngoing(ctx: Ctx, card: string, reason: 'cured' | 'expired' | 'host-left-play' | 'mission-completed' | 'nullified', to?: string): void {
  const entry = ctx.state.ongoing[card];
  const instance = ctx.state.cards[card]!;
  // Free held personnel and re-enable the ones this dilemma disabled.
  if (entry) {
    for (const iid of entry.affected) {
      const held = ctx.state.cards[iid];
      if (!held) continue;
      if (held.zone === Z.atop(entry.location))
        ctx.emit({ type: 'CardMoved', card: iid, from: held.zone, to: Z.surface(entry.location), faceUp: true, reason: `released from ${bp(ctx.state, card).title}`, rule: RULES.cures });
      if (held.disabled) ctx.emit({ type: 'PersonnelEnabled', card: iid, source: bp(ctx.state, card).title, rule: RULES.disabled });
    }
  }
  ctx.emit({ type: 'DilemmaRemoved', card, from: instance.zone, to: to ?? Z.out(instance.owner), reason, rule: reason === 'cured' ? RULES.cures : reason === 'expired' ? RULES.countdowns : reason === 'nullified' ? RULES.nullifiers : RULES.leavingPlay });
}

/**
 * A Nor leaving play takes its sites with it, and everything at them (1E DS9 expansion rules › ENGAGING IN
 * BATTLE: "the ship or facility and everything on board (including related sites) are destroyed"); ships docked
 * at its docking sites are left in space at its location.
 */
function sitesGoWith(ctx: Ctx, nor: string, source: string): void {
  for (const site of [...cardsIn(ctx.state, Z.sites(nor))]) destroySite(ctx, site, source);
}

/**
 * One site destroyed, with everything at it; ships docked there are left in space at its Nor's location. Also used
 * alone (issue 15, helper partners: behaviour/ore-overloads.ts, a site destroyed by a card).
 */
export function destroySite(ctx: Ctx, site: string, source: string): void {
  const nor = zoneArg(ctx.state.cards[site]!.zone);
  const location = ctx.state.cards[nor] ? locationOfZone(ctx.state, ctx.state.cards[nor]!.zone) : null;
  if (location)
    for (const ship of [...cardsIn(ctx.state, Z.docked(site))]) ctx.emit({ type: 'ShipUndocked', player: ctx.state.cards[ship]!.owner, ship, location, rule: SITE_RULES.docking });
  for (const card of [...cardsIn(ctx.state, Z.aboard(site))]) if (ctx.state.cards[card]) leavePlay(ctx, card, bp(ctx.state, card).type === 'Personnel' ? 'killed' : 'destroyed', source, true);
  leavePlay(ctx, site, 'destroyed', source, true);
}
