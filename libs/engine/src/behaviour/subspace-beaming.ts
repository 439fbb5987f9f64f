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
 * "each turn" is each of the owner's turns (beaming is an order); legalCommands does not list these beams (the command is
 * accepted).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
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
