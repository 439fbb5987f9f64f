/**
 * Issue 15 (lead): "At end of each turn, you may discard a [Non] ship from hand to relocate your Away Team to a planet within
 * the printed RANGE of that ship" (Charter a Space Flight).
 * Words:
 * - target `charter-flight` (`ship`: a card filter for the hand ship) — in the `turn-ending` window (either player's turn:
 *   turn-ending-windows.ts), each of your Away Teams (all your personnel and equipment on one planet), each such ship in
 *   your hand and each other planet location of that spaceline whose distance (the spans entered, as a flight: play.ts ›
 *   flightCost) is within the ship's printed RANGE, written `a+b>L^ship`;
 * - effect `charter-flight` — the hand ship is discarded, then the Away Team is relocated to that planet.
 * Rules: 1E rulebook › END OF TURN; GETTING HURT › RELOCATED (a relocation is not a move: no RANGE, no beaming); DISCARD PILE.
 */
import { isPlanetMission } from '../card-facts';
import { bp } from '../context';
import { flightCost } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { matches } from './play';
import { topWindow } from './responses';
import { finding } from './target-table';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';

export type CharterTarget = { readonly kind: 'charter-flight'; readonly ship: CardFilter };
export type CharterEffect = { readonly kind: 'charter-flight' };

/** For the catalogue test and the README. */
export const CHARTER_WORDS: readonly string[] = ['target:charter-flight', 'effect:charter-flight'];

const printedRange = (state: GameState, ship: string): number => {
  const range = bp(state, ship).ship?.range;
  return range?.kind === 'number' ? range.value : range?.kind === 'variable' ? range.base : 0;
};

function charterTargets(state: GameState, player: PlayerId, spec: CharterTarget): string[] {
  if (topWindow(state)?.action !== 'turn-ending') return [];
  const ships = cardsIn(state, Z.hand(player)).filter((iid) => bp(state, iid).type === 'Ship' && matches(bp(state, iid), spec.ship));
  if (ships.length === 0) return [];
  // Away Teams: your personnel (and equipment) on each planet, together.
  const teams = new Map<string, string[]>();
  for (const instance of tableIndex(state).inPlayBy[player])
    if (zoneKind(instance.zone) === 'surface' && ['Personnel', 'Equipment'].includes(bp(state, instance.iid).type)) teams.set(instance.zone, [...(teams.get(instance.zone) ?? []), instance.iid]);
  const out: string[] = [];
  for (const [zone, cards] of teams) {
    if (!cards.some((iid) => bp(state, iid).type === 'Personnel')) continue;
    const from = zoneArg(zone);
    const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
    for (const ship of ships)
      for (const to of line)
        if (to !== from && state.locations[to]!.missions.some((mission) => isPlanetMission(bp(state, mission))) && (flightCost(state, player, from, to)?.range ?? Infinity) <= printedRange(state, ship))
          out.push(`${cards.join('+')}>${to}^${ship}`);
  }
  return out;
}

export const CHARTER_VERBS: { readonly [K in CharterEffect['kind']]: (v: VerbContext, effect: Extract<CharterEffect, { kind: K }>) => void } = {
  'charter-flight': (v) => {
    const [route, ship] = (v.target ?? '').split('^') as [string, string | undefined];
    const [team, to] = route.split('>') as [string, string | undefined];
    const state = v.ctx.state;
    if (!ship || !to || state.cards[ship]?.zone !== Z.hand(v.player)) return;
    v.ctx.emit({ type: 'CardMoved', card: ship, from: Z.hand(v.player), to: Z.discard(v.player), faceUp: true, reason: `${bp(state, v.card).title}: discarded to charter a flight`, rule: RULES.cardEffects });
    const movers = team.split('+').filter((iid) => state.cards[iid] && zoneKind(state.cards[iid]!.zone) === 'surface');
    for (const iid of movers)
      v.ctx.emit({ type: 'CardMoved', card: iid, from: state.cards[iid]!.zone, to: Z.surface(to), faceUp: true, reason: `${bp(state, v.card).title}: relocated`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `Away Team relocated to ${to}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CHARTER_TARGETS = finding(['charter-flight'], (state, player, spec) => charterTargets(state, player, spec as CharterTarget));
