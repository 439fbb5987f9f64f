/**
 * Issue 15 (helper windows): responses to a ship just damaged (the 34th Rule of Acquisition's "an
 * opponent's ship was just damaged").
 * Word:
 * - window `ship-damaged` (joins vocabulary-windows.ts › WindowsAction; an ability window too,
 *   vocabulary-response-abilities.ts): after a command that damaged a ship outside a ship battle of the
 *   players (a card's damage, a roaming card's attack, a dilemma), the ship's owner's opponent and then
 *   the owner may respond (`card`: the ship; `by`: its owner; `cards`: every ship of that owner damaged
 *   by the command and still in play). An ability answers the opponent's ship with `by: 'opponent'`.
 *   As the other windows of the windows pass (vocabulary-attempt-windows.ts › SCOPED_WINDOWS), it opens
 *   only when a player passes every window explicitly, whatever the hands hold, and only when the
 *   command leaves nothing pending.
 *   1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE; THE PLAY PHASE › Alternating Actions;
 *   Clarifications: Valid responses › When Responses Happen.
 * Decision: damage dealt in a ship battle of the players (`source: 'battle'`) opens no window of its
 * own: that battle's windows (just initiated, just ended) are the responses to it.
 */
import { bp, type Ctx } from '../context';
import { isInPlayZone, other } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor } from './responses';

export type DamagedWindowAction = 'ship-damaged';

/** For the catalogue test. */
export const DAMAGED_WINDOW_WORDS: readonly string[] = ['window:ship-damaged'];

/** After a command (decide.ts): ships it damaged, outside a players' battle, open the `ship-damaged` window. */
export function openDamagedWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.battle || !scopedWindowMayOpen(state)) return;
  const damaged = [
    ...new Set(ctx.events.flatMap((event) => (event.type === 'ShipDamaged' && event.source !== 'battle' && state.cards[event.ship] && isInPlayZone(state.cards[event.ship]!.zone) && bp(state, event.ship).type === 'Ship' ? [event.ship] : []))),
  ];
  const first = damaged[0];
  if (!first) return;
  const owner = state.cards[first]!.owner;
  const cards = damaged.filter((ship) => state.cards[ship]!.owner === owner);
  openFor(ctx, { action: 'ship-damaged', card: first, cards, by: owner, player: other(owner) }, false);
}
