/**
 * Cards that make other named cards affect every player (issue 15, helper evq): Mirror Image.
 *   permit `affects-all-players` (`titles`): while a card with it lies face up on either player's table,
 *   the listed cards act for both players —
 *   - an effect of such a card that names one player (`who: 'target'`: Kivas Fajo - Collector's `draw`,
 *     Masaka Transformations' `cycle-hand`, The Traveler: Transcendence's end-of-turn `draw`) is carried out
 *     for the chosen player, then for the other (verbs.ts › `draw`, `cycle-hand`);
 *   - a `report-many` permit of such a card on either table serves both players (spaceline-events.ts ›
 *     mayReportMany: Red Alert!).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (an event's effect lasts while it is in play).
 */
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { bp } from '../context';
import { behaviourOf } from './registry';

export type AllPlayersPermit = { readonly kind: 'affects-all-players'; readonly titles: readonly string[] };

export const MIRROR_IMAGE_WORDS: readonly string[] = ['permit:affects-all-players'];

function faceUpOnTables(state: GameState): string[] {
  return (['p1', 'p2'] as const).flatMap((player) => cardsIn(state, Z.table(player)).filter((iid) => state.cards[iid]!.faceUp));
}

/** Whether a face-up card on either table makes the card titled `title` affect all players. */
export function affectsAllPlayers(state: GameState, title: string): boolean {
  return faceUpOnTables(state).some((iid) =>
    (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'affects-all-players' && permit.titles.includes(title)),
  );
}

/** The players an effect naming `player` reaches, from the card `source`: that player, and the other one too when `source`'s title affects all players. */
export function playersReached(state: GameState, source: string, player: PlayerId): PlayerId[] {
  const card = state.cards[source];
  return card && affectsAllPlayers(state, bp(state, source).title) ? [player, other(player)] : [player];
}

/** A face-up card with `permit` on the other player's table whose title affects all players (Red Alert! under Mirror Image). */
export function opponentsCardServes(state: GameState, player: PlayerId, permit: string): boolean {
  return cardsIn(state, Z.table(other(player))).some((iid) => {
    const instance = state.cards[iid]!;
    return instance.faceUp && (behaviourOf(instance.blueprint)?.permits ?? []).some((one) => one.kind === permit) && affectsAllPlayers(state, bp(state, iid).title);
  });
}
