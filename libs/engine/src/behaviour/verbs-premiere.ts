/**
 * Handlers of the effect words in vocabulary-premiere.ts (issue 15, fourth pass); spread into `VERBS`
 * (verbs.ts), so a word without a handler does not compile. A handler only emits facts, each naming
 * its rule.
 *   1E rulebook › EXECUTING ORDERS › BEAM; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   EXECUTING ORDERS › FLY A STARSHIP.
 */
import { awayFromField } from './away-teams';
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { flightCost, remainingRange } from '../play';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { countBeams } from './beaming-events';
import { leavePlay } from '../attempt/leaving-play';
import { afterFlight } from './spaceline-events';
import { personnelMatches } from './personnel-filter';
import { beamParty, boundCardsArrived, farEnd, nearestOutpost } from './targets-premiere';
import { endOngoing } from '../attempt/leaving-play';
import { dilemmaDef } from '../dilemmas';
import type { PremiereEffect } from './vocabulary-premiere';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends PremiereEffect['kind']> = (v: Context, effect: Extract<PremiereEffect, { kind: K }>) => void;

function resolved(v: Context, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/**
 * The binding cards whose goal the ship has reached leave it (after its flight; spaceline-events.ts ›
 * afterFlight): a card to its owner's discard pile; a dilemma in play out of play — to its player's
 * bonus area with its points when it has a point box (1E rulebook › LEAVING PLAY › bonus points).
 */
export function releaseArrivedShip(ctx: Ctx, ship: string): void {
  for (const card of boundCardsArrived(ctx.state, ship)) {
    const entry = ctx.state.ongoing[card];
    if (!entry) {
      ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.discard(ctx.state.cards[card]!.owner), faceUp: true, reason: `${bp(ctx.state, card).title}: goal reached`, rule: RULES.cardEffects });
      continue;
    }
    const points = dilemmaDef(ctx.state.cards[card]!.blueprint)?.points;
    endOngoing(ctx, card, 'expired', points !== undefined ? Z.bonus(entry.player) : undefined);
    if (points !== undefined) ctx.emit({ type: 'PointsScored', player: entry.player, points, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
  }
}

/** The ship a card lies on (or its ship target). */
function hostOf(v: Context): string {
  const zone = v.ctx.state.cards[v.card]!.zone;
  return zoneKind(zone) === 'on' ? zoneArg(zone) : v.target!;
}

/** Full speed toward the goal: as far along the way as the ship's RANGE left this turn reaches; then the arrival is checked. */
function headFor(v: Context, host: string, goal: { location: string; range: number } | null, name: string): void {
  const state = v.ctx.state;
  const ship = state.cards[host]!;
  const here = locationOfZone(state, ship.zone);
  if (!goal || !here) {
    resolved(v, `${name}: nowhere to go`);
    return;
  }
  if (goal.range > 0 && zoneKind(ship.zone) === 'space') {
    const path = flightCost(state, ship.owner, here, goal.location)!.path;
    const left = remainingRange(state, host);
    let reach: string | null = null;
    for (const location of path) {
      if (flightCost(state, ship.owner, here, location)!.range > left) break;
      reach = location;
    }
    if (reach) {
      const flown = flightCost(state, ship.owner, here, reach)!;
      v.ctx.emit({ type: 'ShipFlew', player: ship.owner, ship: host, from: here, to: reach, path: flown.path, range: flown.range, rule: RULES.fly });
      resolved(v, `heading for ${name} at ${goal.location}`);
      afterFlight(v.ctx, host, flown.path);
      return;
    }
  }
  resolved(v, `heading for ${name} at ${goal.location}`);
  releaseArrivedShip(v.ctx, host);
}

export const PREMIERE_VERBS: { readonly [K in PremiereEffect['kind']]: Handler<K> } = {
  'beam-party': (v) => {
    const party = beamParty(v.target)!;
    const from = v.ctx.state.cards[party.cards[0]!]!.zone;
    // The ship or facility at either end (the side of the beam), for the record.
    const via = zoneKind(from) === 'aboard' ? zoneArg(from) : zoneArg(party.to);
    v.ctx.emit({ type: 'CardsBeamed', player: v.player, cards: party.cards, from, to: party.to, via, ...awayFromField(v.ctx.state, from, party.to), rule: RULES.beam });
    countBeams(v.ctx, party.cards, from, party.to);
    resolved(v, `${party.cards.length} card(s) beamed to ${party.to}`);
  },
  'attach-to-random-solver': (v, effect) => {
    const state = v.ctx.state;
    const window = (state.windows ?? [])[(state.windows ?? []).length - 1];
    const solver = window?.action === 'mission-solved' ? window.by : null;
    const location = v.target!;
    const candidates = solver
      ? cardsIn(state, Z.surface(location)).filter((iid) => state.cards[iid]!.owner === solver && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), effect.filter))
      : [];
    if (candidates.length === 0) {
      resolved(v, 'nobody there it may go on');
      return;
    }
    const picked = selectAtRandom(v.ctx, { purpose: bp(state, v.card).title, candidates, draw: 'pick', hurts: true })[0]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: v.ctx.state.cards[v.card]!.zone, to: Z.on(picked), faceUp: true, reason: `${bp(state, v.card).title}: placed on a personnel picked at random`, rule: RULES.randomSelection });
    resolved(v, `on ${picked}`);
  },
  'ship-into-future': (v) => {
    const [shipId, turns] = v.target!.split('>') as [string, string];
    const ship = v.ctx.state.cards[shipId]!;
    const location = locationOfZone(v.ctx.state, ship.zone)!;
    const title = bp(v.ctx.state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: v.ctx.state.cards[v.card]!.zone, to: Z.atop(location), faceUp: true, reason: title, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: shipId, from: ship.zone, to: Z.on(v.card), faceUp: true, reason: `${title}: the ship travels into the future`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CountdownTicked', card: v.card, remaining: Number(turns), rule: RULES.cardEffects });
    resolved(v, `ship gone for ${turns} turn(s) of its owner`);
  },
  'future-ship-tick': (v) => {
    const state = v.ctx.state;
    const self = state.cards[v.card]!;
    const inside = cardsIn(state, Z.on(v.card));
    if (zoneKind(self.zone) !== 'atop' || inside.length === 0 || state.turn?.player !== state.cards[inside[0]!]!.owner) return;
    const remaining = (self.countdown ?? 1) - 1;
    v.ctx.emit({ type: 'CountdownTicked', card: v.card, remaining, rule: RULES.cardEffects });
    if (remaining > 0) return;
    const location = zoneArg(self.zone);
    for (const ship of inside) v.ctx.emit({ type: 'CardMoved', card: ship, from: Z.on(v.card), to: Z.space(location), faceUp: true, reason: `${bp(state, v.card).title}: the ship returns`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.discard(self.owner), faceUp: true, reason: `${bp(state, v.card).title}: the ship is back`, rule: RULES.cardEffects });
    resolved(v, 'ship back from the future');
  },
  'winner-keeps-random-card': (v) => {
    const winner = v.target === 'p1' || v.target === 'p2' ? v.target : null;
    if (!winner) {
      resolved(v, 'no winner: nobody keeps a card');
      return;
    }
    const loser = winner === 'p1' ? 'p2' : 'p1';
    const candidates = Object.values(v.ctx.state.cards)
      .filter((instance) => instance.owner === loser)
      .map((instance) => instance.iid);
    if (candidates.length === 0) return;
    const kept = selectAtRandom(v.ctx, { purpose: `${bp(v.ctx.state, v.card).title}: the winner keeps one card of the loser's deck`, candidates, draw: 'pick' })[0]!;
    resolved(v, `${winner} keeps ${kept}`);
  },
  'kill-chosen-in-battle': (v) => {
    const battle = v.ctx.state.battle;
    const chosen = !v.target || v.target === 'none' ? [] : v.target.split('+');
    const still = chosen.filter((iid) => battle?.kind === 'personnel' && v.ctx.state.cards[iid]?.zone === battle.zone);
    for (const victim of still) leavePlay(v.ctx, victim, 'killed', v.card, undefined, still);
    resolved(v, `${still.length} opposing personnel killed before the battle`);
  },
  'head-for-outpost': (v, effect) => {
    const host = hostOf(v);
    headFor(v, host, nearestOutpost(v.ctx.state, host, effect.affiliation), `the ${effect.affiliation} outpost`);
  },
  'head-for-far-end': (v) => {
    const host = hostOf(v);
    headFor(v, host, farEnd(v.ctx.state, v.card, host), 'the far end of the spaceline');
  },
};
