/**
 * Moving a card that lies atop a spaceline location to a neighbouring one at the end of your turn (issue 15, helper
 * evq): Drag Net moving a Q-Net.
 *   - target `titled-card-atop-to-adjacent` (`titles`): `card>location` — a face-up card of one of these titles (anyone's)
 *     lying atop a location, and a location next to it on the same spaceline; offered only in the `turn-ending`
 *     window of the player's own turn (turn-ending-windows.ts: "at the end of each of your turns").
 *   - effect `move-target-card-atop`: the card goes atop that location (`CardMoved`); a Q-Net lying atop the last
 *     location of a spaceline has no next location, so it blocks nothing there (spaceline-events.ts).
 *   1E rulebook › END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE SPACELINE (adjacent locations).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { Z, zoneArg, zoneKind } from '../zones';
import { topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type DragNetTarget = { readonly kind: 'titled-card-atop-to-adjacent'; readonly titles: readonly string[] };
export type DragNetEffect = { readonly kind: 'move-target-card-atop' };

export const DRAG_NET_WORDS: readonly string[] = ['target:titled-card-atop-to-adjacent', 'effect:move-target-card-atop'];

function neighbours(state: GameState, location: string): string[] {
  const line = state.spacelines[state.locations[location]?.quadrant ?? ''] ?? [];
  const index = line.indexOf(location);
  return index < 0 ? [] : [line[index - 1], line[index + 1]].filter((id): id is string => id !== undefined);
}

/** `card>location` pairs, in the turn-ending window of `player`'s own turn. */
function draggable(state: GameState, player: PlayerId, titles: readonly string[]): string[] {
  const top = topWindow(state);
  if (top?.action !== 'turn-ending' || top.by !== player) return [];
  return tableIndex(state)
    .inPlay.filter((instance) => instance.faceUp && zoneKind(instance.zone) === 'atop' && titles.includes(bp(state, instance.iid).title))
    .flatMap((instance) => neighbours(state, zoneArg(instance.zone)).map((location) => `${instance.iid}>${location}`));
}

export const DRAG_NET_TARGETS = finding(['titled-card-atop-to-adjacent'], (state, player, spec) => draggable(state, player, spec.titles));

export const DRAG_NET_VERBS: { readonly [K in DragNetEffect['kind']]: (v: VerbContext, effect: Extract<DragNetEffect, { kind: K }>) => void } = {
  'move-target-card-atop': (v) => {
    const [card, to] = (v.target ?? '').split('>');
    const instance = card ? v.ctx.state.cards[card] : undefined;
    if (!card || !to || !instance || zoneKind(instance.zone) !== 'atop' || !v.ctx.state.locations[to]) return;
    v.ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.atop(to), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: moved one location`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, card).title} moves to ${to}`, target: v.target!, rule: RULES.cardEffects });
  },
};
