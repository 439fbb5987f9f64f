/**
 * Issue 15 (lead): responses to a ship or Away Team that just time travelled ("Plays if any ship or Away Team just time
 * traveled. Choose your other ship or Away Team which was present; it follows": Temporal Wake).
 * Words:
 * - window `time-travelled` (joins vocabulary-windows.ts › WindowsAction): after a command with a `TimeTraveled` fact, the
 *   traveller's opponent and then the traveller may respond (`card`: the ship, or the first personnel of the Away Team;
 *   `by`: its player; `target`: `from>to`, the two locations). One of the scoped windows (vocabulary-attempt-windows.ts ›
 *   SCOPED_WINDOWS, `scopedWindowMayOpen`): it opens only when a player passes every window explicitly, and only when the
 *   command leaves nothing pending;
 * - target `follow-time-travel` — the responder's own ship in space at the origin (not one that travelled; undocked, not
 *   stopped), written `ship>to`, or their Away Team there (their unstopped personnel on the planet, together), written
 *   `a+b>to`; the effect is time-travel-target (time-locations.ts), which moves it to the same place.
 * Rules: 1E rulebook › TIME TRAVEL; THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When Responses
 * Happen.
 */
import type { Ctx } from '../context';
import { bp } from '../context';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';

export type TimeTravelWindowAction = 'time-travelled';
export type TimeTravelWindowTarget = { readonly kind: 'follow-time-travel' };

/** For the catalogue test and the README. */
export const TIME_TRAVEL_WINDOW_WORDS: readonly string[] = ['window:time-travelled', 'target:follow-time-travel'];

/** After a command (decide.ts): its first time travel opens the `time-travelled` window, when someone answers every window and nothing is pending. */
export function openTimeTravelWindows(ctx: Ctx): void {
  if (!scopedWindowMayOpen(ctx.state)) return;
  const travel = ctx.events.find((event): event is Extract<GameEvent, { type: 'TimeTraveled' }> => event.type === 'TimeTraveled');
  if (!travel) return;
  openFor(ctx, { action: 'time-travelled', card: travel.ship ?? travel.cards[0]!, cards: travel.cards, by: travel.player, player: other(travel.player), target: `${travel.from}>${travel.to}` }, false);
}

function followers(state: GameState, player: PlayerId): string[] {
  const top = topWindow(state);
  if (top?.action !== 'time-travelled' || !top.target) return [];
  const [from, to] = top.target.split('>') as [string, string];
  const travelled = new Set([top.card, ...(top.cards ?? [])]);
  const mine = (iid: string) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped && !travelled.has(iid);
  const ships = cardsIn(state, Z.space(from)).filter((iid) => mine(iid) && bp(state, iid).type === 'Ship');
  const team = cardsIn(state, Z.surface(from)).filter((iid) => mine(iid) && bp(state, iid).type === 'Personnel');
  return [...ships.map((ship) => `${ship}>${to}`), ...(team.length > 0 ? [`${team.join('+')}>${to}`] : [])];
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TIME_TRAVEL_WINDOW_TARGETS = finding(['follow-time-travel'], (state, player) => followers(state, player));
