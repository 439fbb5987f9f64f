/**
 * Dilemmas that stay in play and act later: countdowns (1E rulebook › END OF TURN › COUNTDOWNS),
 * end- and start-of-turn effects, RANGE lost, ships that cannot move, quarantine.
 */
import { attributeNumber } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { destroyShip, endOngoing, leavePlay } from './leaving-play';
import { placedDilemmaNullifiedToSaveShip } from '../behaviour/ship-destruction-saves';
import { periodicKills } from './periodic';
import { periodicAffects } from './ongoing-c';
import { activePersonnel } from './teams';
import { suspendedByStasis } from '../behaviour/stasis';
import { printedNumberBonus } from '../behaviour/printed-numbers';
import { groupQuarantinedBy } from '../behaviour/group-quarantines';

/** End of a turn: countdowns of dilemmas the player owns tick; Hunter Probe victims die; "Junior" drains RANGE. */
export function ongoingEndOfTurn(ctx: Ctx, player: PlayerId): void {
  periodicKills(ctx, 'end-of-turn', player);
  periodicAffects(ctx, 'end-of-turn');
  for (const entry of Object.values(ctx.state.ongoing)) {
    const instance = ctx.state.cards[entry.dilemma]!;
    const def = dilemmaDef(instance.blueprint);
    const rules = def?.ongoing;
    if (!rules || !ctx.state.ongoing[entry.dilemma]) continue;
    const source = def.title;
    if (rules.endOfTurnKill) {
      for (const iid of entry.affected) if (ctx.state.cards[iid] && ctx.state.cards[iid]!.zone !== Z.discard(ctx.state.cards[iid]!.owner)) leavePlay(ctx, iid, 'killed', source, undefined, entry.affected);
      endOngoing(ctx, entry.dilemma, 'expired');
      continue;
    }
    if (rules.rangeDrain) {
      // Issue 15 (helper history): both printed numbers (RANGE lost each turn, and the 0 it is destroyed at) may be raised by a card in play (behaviour/printed-numbers.ts).
      const raised = printedNumberBonus(ctx.state, entry.dilemma);
      const drained = (entry.countdown ?? 0) + 1 + raised;
      ctx.emit({ type: 'OngoingCountdownTicked', card: entry.dilemma, remaining: drained, rule: RULES.endOfTurn });
      const ship = ctx.state.cards[entry.host];
      if (ship && ship.zone.match(/^(space|docked|surface):/) && drained + raised >= attributeNumber(bp(ctx.state, entry.host).ship!.range)) {
        // Issue 15 (helper shipsaves): an interrupt nullifying the dilemma that would destroy the ship (behaviour/ship-destruction-saves.ts).
        if (placedDilemmaNullifiedToSaveShip(ctx, entry.host, entry.dilemma)) endOngoing(ctx, entry.dilemma, 'nullified');
        else destroyShip(ctx, entry.host, source);
      }
      continue;
    }
    // Issue 15 (stasis): a dilemma aimed at a card in stasis is suspended, its countdown too (1E rulebook › GETTING HURT › STASIS).
    if (entry.countdown !== undefined && instance.owner === player && !suspendedByStasis(ctx.state, entry.host, entry.affected)) {
      const remaining = entry.countdown - 1;
      ctx.emit({ type: 'OngoingCountdownTicked', card: entry.dilemma, remaining, rule: RULES.countdowns });
      if (remaining > 0) continue;
      expireOngoingCountdown(ctx, entry.dilemma);
    }
  }
}

/** A placed dilemma's countdown reached zero: what it does then, and it leaves play (also counted down by a card: behaviour/countdown-advances.ts). */
export function expireOngoingCountdown(ctx: Ctx, dilemma: string): void {
  const entry = ctx.state.ongoing[dilemma];
  const def = entry ? dilemmaDef(ctx.state.cards[dilemma]!.blueprint) : undefined;
  const rules = def?.ongoing;
  if (!entry || !def || !rules) return;
  const source = def.title;
  if (rules.onExpiry === 'kill-affected')
    for (const iid of entry.affected) {
      const victim = ctx.state.cards[iid];
      if (!victim || !['aboard', 'surface', 'atop'].includes(zoneKind(victim.zone)) || victim.zone.startsWith('discard')) continue;
      const host = zoneKind(victim.zone) === 'aboard' ? ctx.state.cards[zoneArg(victim.zone)] : undefined;
      if (rules.outpostSaves && host && host.owner === victim.owner && bp(ctx.state, host.iid).facilityKind === 'Outpost') continue;
      leavePlay(ctx, iid, 'killed', source);
    }
  if (rules.onExpiry === 'destroy-host' && ctx.state.cards[entry.host] && locationOfZone(ctx.state, ctx.state.cards[entry.host]!.zone)) {
    // Issue 15 (helper shipsaves): an interrupt nullifying the dilemma that would destroy the ship (behaviour/ship-destruction-saves.ts).
    if (placedDilemmaNullifiedToSaveShip(ctx, entry.host, dilemma)) return endOngoing(ctx, dilemma, 'nullified');
    destroyShip(ctx, entry.host, source);
  }
  if (ctx.state.ongoing[dilemma]) endOngoing(ctx, dilemma, 'expired');
}

/** Start of a player's turn: Ktarian Game disables one more personnel aboard. */
export function ongoingStartOfTurn(ctx: Ctx, player: PlayerId): void {
  periodicKills(ctx, 'start-of-turn', player);
  periodicAffects(ctx, 'start-of-turn');
  for (const entry of Object.values(ctx.state.ongoing)) {
    const def = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint);
    if (!def?.ongoing?.startOfTurnDisable || entry.player !== player) continue;
    const aboard = activePersonnel(ctx.state, Z.aboard(entry.host), player);
    if (aboard.length === 0) continue;
    const victim = selectAtRandom(ctx, { purpose: `${def.title} (start of turn)`, candidates: aboard, draw: 'pick', hurts: true })[0]!;
    ctx.emit({ type: 'PersonnelDisabled', card: victim, source: def.title, rule: RULES.disabled });
    ctx.emit({ type: 'DilemmaPlaced', card: entry.dilemma, to: ctx.state.cards[entry.dilemma]!.zone, ongoing: { ...entry, affected: [...entry.affected, victim] }, rule: RULES.disabled });
  }
}

/** RANGE lost to dilemmas on the ship, and the rotation-damage cap of 5. */
export function rangeLimit(state: GameState, ship: string, printed: number): number {
  let range = printed;
  // Issue 15 (helper tactics): not for damage from Tactic markers (`hull`), which carry their own penalties.
  if ((state.cards[ship]?.damage ?? 0) > 0 && !state.cards[ship]?.hull) range = Math.min(range, 5);
  for (const iid of cardsIn(state, Z.on(ship))) {
    const entry = state.ongoing[iid];
    if (entry && dilemmaDef(state.cards[iid]!.blueprint)?.ongoing?.rangeDrain) range -= entry.countdown ?? 0;
  }
  return range;
}

export function shipCannotMove(state: GameState, ship: string): string | null {
  for (const iid of cardsIn(state, Z.on(ship))) if (dilemmaDef(state.cards[iid]!.blueprint)?.ongoing?.hostCannotMove) return bp(state, iid).title;
  return null;
}

export function quarantinedBy(state: GameState, card: string): string | null {
  for (const entry of Object.values(state.ongoing))
    if (entry.affected.includes(card) && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.quarantine) return bp(state, entry.dilemma).title;
  // Issue 15 (helper partials): a card lying on a personnel of the group quarantines it (behaviour/group-quarantines.ts: Blood Screening).
  return groupQuarantinedBy(state, card);
}
