/**
 * Issue 15 (helper evint): transporters reaching past their own location — "each turn, ship may beam one of your Treachery
 * personnel to and/or from anywhere at same or adjacent location" (Subspace Transporter). Card field `hostBeamsNearby`
 * (`who`: a PersonnelFilter): lying face up on its owner's ship, once each turn that ship's transporters may beam one
 * personnel of the owner matching `who` (alone) between any two places — a planet surface, a ship or facility — at the
 * ship's location or a location next to it on its spaceline, neither end needing to be the ship. Read by play.ts ›
 * checkBeamPath (the route) and play.ts › beam (the turn's use, `CardAbilityUsed` `(nearby beam) <ship>`). The other
 * beaming rules stay: cloaks, SHIELDS of the opponent's ships, a planet to beam to.
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EVENTS (a lasting effect where it is played).
 * Decisions: a beam the ordinary rules allow (both ends at the ship's location, one of them the ship) is not this use;
 * "each turn" is each of the owner's turns (beaming is an order). legalCommands lists these beams through
 * `nearbyBeamCandidates` (twenty-first session; before, the command was accepted but not offered).
 */
import { bp } from '../context';
import type { Command } from '../types';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { RULES } from '../rules';
import type { Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { PersonnelFilter } from './vocabulary-events2';

export interface HostBeamsNearby {
  readonly who: PersonnelFilter;
}

const USE = '(nearby beam) ';

/** Whether `a` and `b` are the same location or neighbours on one spaceline. */
function sameOrAdjacent(state: GameState, a: string, b: string): boolean {
  if (a === b) return true;
  const line = state.spacelines[state.locations[a]?.quadrant ?? ''] ?? [];
  const i = line.indexOf(a);
  const j = line.indexOf(b);
  return i >= 0 && j >= 0 && Math.abs(i - j) === 1;
}

/** The card on `via` that lets it beam nearby, if any. */
function nearbyRule(state: GameState, via: string): HostBeamsNearby | undefined {
  const owner = state.cards[via]?.owner;
  for (const iid of cardsIn(state, Z.on(via))) {
    const instance = state.cards[iid]!;
    const rule = instance.faceUp && instance.owner === owner ? behaviourOf(instance.blueprint)?.hostBeamsNearby : undefined;
    if (rule) return rule;
  }
  return undefined;
}

/** Whether this beam is one `hostBeamsNearby` allows now (and the ordinary route would not). */
export function nearbyBeamAllowed(state: GameState, player: PlayerId, from: string, to: string, via: string, cards: readonly string[] | undefined): boolean {
  if (!cards || cards.length !== 1 || state.cards[via]?.owner !== player || !state.turn) return false;
  const rule = nearbyRule(state, via);
  if (!rule) return false;
  const card = state.cards[cards[0]!];
  if (!card || card.owner !== player || bp(state, card.iid).type !== 'Personnel' || !personnelMatches(bp(state, card.iid), rule.who)) return false;
  if (state.abilityUses?.[`${player}|${USE}${via}`] === state.turn.number) return false;
  const here = locationOfZone(state, state.cards[via]!.zone);
  const ends = [locationOfZone(state, from), locationOfZone(state, to)];
  return !!here && ends.every((end) => !!end && sameOrAdjacent(state, here, end));
}

/** The turn's use of the ship's nearby beaming. */
export function recordNearbyBeam(ctx: Ctx, player: PlayerId, via: string): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: `${USE}${via}`, turn: ctx.state.turn?.number ?? 0, rule: RULES.beam });
}

const BEAMS_NEARBY: BlueprintTest = (behaviour) => behaviour.hostBeamsNearby;

/**
 * The beams `hostBeamsNearby` adds, for legalCommands to check (play.ts › checkBeamPath decides): for each of the
 * player's ships carrying such a card, each matching personnel of the player at a place (aboard a ship or facility,
 * on a planet surface) at the ship's location or next to it, to every other such place — leaving out the beams the
 * ordinary rules list (both ends at the ship's location, one of them the ship).
 */
export function nearbyBeamCandidates(state: GameState, player: PlayerId): Command[] {
  const grantors = blueprintsWhere(state, BEAMS_NEARBY);
  if (grantors.size === 0 || state.turn?.player !== player) return [];
  const out: Command[] = [];
  for (const card of Object.values(state.cards)) {
    if (!grantors.has(card.blueprint) || !card.faceUp || card.owner !== player || zoneKind(card.zone) !== 'on') continue;
    const via = zoneArg(card.zone);
    const ship = state.cards[via];
    const rule = ship?.owner === player ? nearbyRule(state, via) : undefined;
    if (!ship || !rule) continue;
    const here = locationOfZone(state, ship.zone);
    if (!here) continue;
    // the places at the ship's location and the ones next to it on its spaceline
    const places: string[] = [];
    for (const instance of Object.values(state.cards)) {
      const type = bp(state, instance.iid).type;
      if (type !== 'Ship' && type !== 'Facility') continue;
      const kind = zoneKind(instance.zone);
      const at = kind === 'space' || kind === 'docked' ? locationOfZone(state, instance.zone) : undefined;
      if (at && sameOrAdjacent(state, here, at)) places.push(Z.aboard(instance.iid));
    }
    for (const location of Object.keys(state.locations)) if (sameOrAdjacent(state, here, location)) places.push(Z.surface(location));
    const viaZone = Z.aboard(via);
    for (const from of places) {
      for (const mover of cardsIn(state, from)) {
        const moving = state.cards[mover]!;
        if (moving.owner !== player || bp(state, mover).type !== 'Personnel' || !personnelMatches(bp(state, mover), rule.who)) continue;
        for (const to of places) {
          if (to === from) continue;
          const ordinary = locationOfZone(state, from) === here && locationOfZone(state, to) === here && (from === viaZone || to === viaZone);
          if (!ordinary) out.push({ type: 'Beam', actor: player, cards: [mover], to, via });
        }
      }
    }
  }
  return out;
}
