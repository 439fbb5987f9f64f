/**
 * Issue 15 (helper windows): a response window at the end of a turn, for the cards used "at the end of
 * your turn" or "at the end of your opponent's turn" (Straight and Steady's second way).
 * Words:
 * - window `turn-ending` (joins vocabulary-windows.ts › WindowsAction; an ability window too,
 *   vocabulary-response-abilities.ts): when the turn player ends their turn (`EndTurn`), after the
 *   discards and guesses made with the command and before anything else of the end of the turn, the
 *   opponent and then the turn player may respond (`by`: the turn player; `card`: their draw deck — the
 *   end-of-turn draw to come; `declined`: the command's `decline`). Closing the turn player's window
 *   carries out the rest of the end of the turn (countdowns, end-of-turn triggers, the card draw last)
 *   and begins the next turn. As the other windows of the windows pass (vocabulary-attempt-windows.ts ›
 *   SCOPED_WINDOWS), it opens only when a player passes every window explicitly (`SetAutoPass { on:
 *   false, every: true }`), whatever the hands hold: otherwise the turn ends at once, as before;
 * - target `your-icon-ship-toward-home` (`icon`): `ship>location` — one of your ships with the icon,
 *   undocked in space at a spaceline location, and the neighbouring location on its spaceline that
 *   lies toward the nearest of your facilities or homeworlds there (a homeworld of the ship's
 *   affiliation); both neighbours when two such places lie equally near on either side;
 * - effect `move-target-ship-one-location`: the ship goes to that location (a `ShipFlew` using no RANGE:
 *   the card moves it, it does not fly on its own).
 *   1E rulebook › END OF TURN (things at the end of a turn in any order, the card draw last); THE PLAY
 *   PHASE › Alternating Actions; Clarifications: Valid responses › When Responses Happen; 1E DS9
 *   expansion rules (anything at the end of your turn happens just before your card draw).
 * Decisions: the window opens once per turn, at the `EndTurn` command (an effect that ends the turn
 * itself, interrupts-d.ts, opens none); a ship already at one of those places, or with none of them on
 * its spaceline, has no way toward them.
 */
import { bp, type Ctx } from '../context';
import { isHomeworld, homeworldAffiliationsOf, titledAmong } from '../card-facts';
import { RULES } from '../rules';
import { beginNextTurn, endTurn } from '../play';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId, ResponseWindow } from '../types';
import { endIfTimeIsUp, settle } from '../winning';
import { locationOfCard, other, Z, zoneArg, zoneKind } from '../zones';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type TurnEndingWindowAction = 'turn-ending';
export type TurnEndingTarget =
  | { readonly kind: 'your-icon-ship-toward-home'; readonly icon: string }
  /** Issue 15 (lead): `card>location` — a face-up card of one of these titles lying atop a spaceline location (any player's), and each neighbouring location on its spaceline (Drag Net: a Q-Net). */
  | { readonly kind: 'titled-atop-to-neighbour'; readonly titles: readonly string[] };
export type TurnEndingEffect =
  | { readonly kind: 'move-target-ship-one-location' }
  /** Issue 15 (lead): the card of a `titled-atop-to-neighbour` target moves atop that neighbouring location (with what it does there). */
  | { readonly kind: 'move-target-atop-one-location' };

/** For the catalogue test. */
export const TURN_ENDING_WORDS: readonly string[] = [
  'window:turn-ending',
  'target:your-icon-ship-toward-home',
  'effect:move-target-ship-one-location',
  'target:titled-atop-to-neighbour',
  'effect:move-target-atop-one-location',
];

const anyExplicit = (state: GameState): boolean => !!state.explicitEvery?.p1 || !!state.explicitEvery?.p2;

/** `EndTurn` (commands.ts): the `turn-ending` window when someone answers every window; else the turn ends at once. */
export function endTurnWithWindow(ctx: Ctx, player: PlayerId, declined?: boolean): void {
  const state = ctx.state;
  if (state.phase === 'play' && state.turn && !state.attempt && (state.windows ?? []).length === 0 && !state.pendingManual && anyExplicit(state)) {
    openFor(ctx, { action: 'turn-ending', card: Z.draw(player), by: player, player: other(player), ...(declined ? { declined: true as const } : {}) }, false);
    return;
  }
  finishTurn(ctx, player, declined);
}

/** The turn player's `turn-ending` window closed (responses.ts › closeWindows): the rest of the end of the turn, then the next turn. */
export function turnEndingClosed(ctx: Ctx, window: ResponseWindow): void {
  if (ctx.state.phase !== 'play' || ctx.state.turn?.player !== window.by) return;
  finishTurn(ctx, window.by, window.declined);
}

/** 1E rulebook › END OF TURN; the game end is settled before the next turn begins (WINNING THE GAME), and a called time ends the game at the end of the last turn. */
function finishTurn(ctx: Ctx, player: PlayerId, declined?: boolean): void {
  const number = ctx.state.turn!.number;
  endTurn(ctx, player, declined);
  settle(ctx);
  if (ctx.state.phase === 'play' && !endIfTimeIsUp(ctx, player)) beginNextTurn(ctx, player, number);
}

const hasIcon = (state: GameState, iid: string, icon: string): boolean => bp(state, iid).icons.some((one) => one.code === icon);

/** The spaceline positions of the player's facilities and of the homeworlds of the ship's affiliation, on the ship's spaceline. */
function homePositions(state: GameState, player: PlayerId, ship: string, line: readonly string[]): number[] {
  const affiliations: readonly string[] = bp(state, ship).affiliations;
  const places = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (bp(state, instance.iid).type !== 'Facility') continue;
    const at = locationOfCard(state, instance.iid);
    if (at) places.add(at);
  }
  for (const location of line) {
    const mission = state.locations[location]?.missions[0];
    if (mission && isHomeworld(bp(state, mission)) && homeworldAffiliationsOf(bp(state, mission)).some((one) => affiliations.includes(one))) places.add(location);
  }
  return line.flatMap((location, index) => (places.has(location) ? [index] : []));
}

/** `ship>location` pairs: the player's ships with the icon and their next location toward home. */
function towardHome(state: GameState, player: PlayerId, icon: string): string[] {
  const found: string[] = [];
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (zoneKind(instance.zone) !== 'space' || bp(state, instance.iid).type !== 'Ship' || !hasIcon(state, instance.iid, icon)) continue;
    const location = state.locations[zoneArg(instance.zone)];
    const line = location ? (state.spacelines[location.quadrant] ?? []) : [];
    const at = location ? line.indexOf(location.id) : -1;
    if (at < 0) continue;
    const homes = homePositions(state, player, instance.iid, line);
    if (homes.length === 0 || homes.includes(at)) continue;
    const nearest = Math.min(...homes.map((home) => Math.abs(home - at)));
    const steps = new Set(homes.filter((home) => Math.abs(home - at) === nearest).map((home) => Math.sign(home - at)));
    for (const step of [...steps].sort()) found.push(`${instance.iid}>${line[at + step]!}`);
  }
  return found;
}

/** `card>location` pairs: each face-up card so titled atop a spaceline location, and the locations next to it on its spaceline. */
function atopToNeighbour(state: GameState, titles: readonly string[]): string[] {
  const found: string[] = [];
  for (const line of Object.values(state.spacelines))
    line.forEach((location, index) => {
      for (const iid of state.zones[Z.atop(location)] ?? []) {
        if (!state.cards[iid]!.faceUp || !titledAmong(titles, bp(state, iid))) continue;
        for (const next of [line[index - 1], line[index + 1]]) if (next) found.push(`${iid}>${next}`);
      }
    });
  return found;
}

export const TURN_ENDING_VERBS: { readonly [K in TurnEndingEffect['kind']]: (v: VerbContext, effect: Extract<TurnEndingEffect, { kind: K }>) => void } = {
  'move-target-atop-one-location': (v) => {
    const [card, to] = (v.target ?? '').split('>');
    const instance = card ? v.ctx.state.cards[card] : undefined;
    if (!card || !to || !instance || zoneKind(instance.zone) !== 'atop') return;
    v.ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.atop(to), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: moved one location`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, card).title} moves one location`, target: v.target!, rule: RULES.cardEffects });
  },
  'move-target-ship-one-location': (v) => {
    const [ship, to] = (v.target ?? '').split('>');
    const instance = ship ? v.ctx.state.cards[ship] : undefined;
    if (!ship || !to || !instance || zoneKind(instance.zone) !== 'space') return;
    const from = zoneArg(instance.zone);
    v.ctx.emit({ type: 'ShipFlew', player: v.player, ship, from, to, path: [to], range: 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, ship).title} moves one location toward home`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TURN_ENDING_TARGETS = finding(['your-icon-ship-toward-home', 'titled-atop-to-neighbour'], (state, player, spec) => {
  if (topWindow(state)?.action !== 'turn-ending') return [];
  return spec.kind === 'your-icon-ship-toward-home' ? towardHome(state, player, spec.icon) : atopToNeighbour(state, spec.titles);
});
