/**
 * Issue 15 (helper incidents-f): lasting limits an incident on its owner's table puts on that owner's
 * turn — on card draws and on plays "for free":
 *   - restriction `no-draws-after-orders`: once the owner has begun executing orders on their turn,
 *     card effects draw them no cards; their end-of-turn card draw still happens ("You may not draw
 *     cards after you begin executing orders (except your normal card draw)", Make a Difference Again).
 *     Read by no-card-draws.ts › cardDrawsForbidden (every card-effect draw), not by the end-of-turn draw.
 *     `no-draws-on-your-turns`: the same on the owner's whole turn ("You may not draw cards on your turns
 *     (except your normal card draw)", Superior Surgical Knowledge).
 *   - discardWhen `you-play-free-again`: the card is discarded when its owner plays for free a second
 *     card of these types in one turn ("Discard incident if you play more than one personnel for free on
 *     any turn", New Arrivals). The first free play of the turn is recorded (`CardAbilityUsed`, the key
 *     below), so a second one in a later command is seen. Read by discard-when.ts.
 *   1E rulebook › THE PLAY PHASE (card play, then executing orders; END OF TURN: the card draw);
 *   PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects).
 */
import { blueprintOf, isTitled } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import { behaviourOf } from './registry';

export type TurnDrawRestriction =
  /** On its owner's table: no card-effect draws for the owner on their turn once orders have begun (the end-of-turn draw apart). */
  | { readonly kind: 'no-draws-after-orders' }
  /** On its owner's table: no card-effect draws for the owner on their turns at all (the end-of-turn draw apart; Superior Surgical Knowledge). */
  | { readonly kind: 'no-draws-on-your-turns' }
  /**
   * On its owner's table: on the owner's turns, draws their other cards give them are ignored; while they have a
   * card titled `whileYouHave` in play, their end-of-turn card draw is `count` cards ("you may draw three
   * cards in place of your normal card draw. During your turn, ignore effects from your other cards that allow
   * or require you to draw cards", Battle Stations: Core Protection). "You may draw three" is taken.
   */
  | { readonly kind: 'normal-draw-instead'; readonly count: number; readonly whileYouHave: string };

export type FreePlayDiscard =
  /** Its owner plays for free a second card of one of these types in one turn: the card is discarded. */
  { readonly kind: 'you-play-free-again'; readonly types: readonly string[] };

/** Whether a card on `player`'s table bars their card-effect draws now (their turn; orders begun, for `no-draws-after-orders`). */
export function drawsBarredByOrders(state: GameState, player: PlayerId): boolean {
  if (!state.turn || state.turn.player !== player) return false;
  const orders = state.turn.stage === 'orders';
  return (tableIndex(state).inPlayBy[player] ?? []).some(
    (instance) =>
      instance.faceUp &&
      zoneKind(instance.zone) === 'table' &&
      (behaviourOf(instance.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'no-draws-on-your-turns' || (orders && restriction.kind === 'no-draws-after-orders')),
  );
}

/** The `normal-draw-instead` restrictions on `player`'s table, with the card carrying each and whether its condition holds now. */
function drawInstead(state: GameState, player: PlayerId): { iid: string; count: number; holds: boolean }[] {
  const mine = (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && zoneKind(instance.zone) === 'table');
  const out: { iid: string; count: number; holds: boolean }[] = [];
  for (const instance of mine)
    for (const restriction of behaviourOf(instance.blueprint)?.restricts ?? [])
      if (restriction.kind === 'normal-draw-instead') out.push({ iid: instance.iid, count: restriction.count, holds: mine.some((other) => isTitled(blueprintOf(state, other.iid), restriction.whileYouHave)) });
  return out;
}

/** How many cards `player`'s end-of-turn card draw takes (1E rulebook › THE PLAY PHASE › END OF TURN: one, unless a card says otherwise). */
export function normalDrawCount(state: GameState, player: PlayerId): number {
  return Math.max(1, ...drawInstead(state, player).filter((one) => one.holds).map((one) => one.count));
}

/** Whether a draw by a card effect of `source` is ignored for `player`: their own other card, on their turn, under `normal-draw-instead`. */
export function ownDrawEffectIgnored(state: GameState, player: PlayerId, source: string | undefined): boolean {
  if (!source || !state.turn || state.turn.player !== player || state.cards[source]?.owner !== player) return false;
  return drawInstead(state, player).some((one) => one.iid !== source);
}

/** Whether a card on `player`'s table bars their card-effect draws on all their turns (`no-draws-on-your-turns`), whoever's turn it is now. */
export function barsDrawsOnOwnTurns(state: GameState, player: PlayerId): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some(
    (instance) => instance.faceUp && zoneKind(instance.zone) === 'table' && (behaviourOf(instance.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'no-draws-on-your-turns'),
  );
}

/** Whether an event played (reported) a card for free: its rule cites PLAYING "FOR FREE" (play.ts, reporting.ts, missions-reports.ts). */
function playedFree(event: GameEvent, owner: PlayerId): event is Extract<GameEvent, { type: 'CardReported' | 'CardPlayed' }> {
  return (event.type === 'CardReported' || event.type === 'CardPlayed') && event.player === owner && !event.normalCardPlay && (event.rule ?? '').includes(RULES.playingForFree);
}

/**
 * `you-play-free-again` for the card `iid` of `owner`, given this command's events: true when this is the
 * owner's second free play of those types this turn; the first one is recorded for later commands.
 */
export function secondFreePlay(ctx: Ctx, iid: string, owner: PlayerId, condition: FreePlayDiscard, events: readonly GameEvent[]): boolean {
  const turn = ctx.state.turn?.number;
  if (turn === undefined) return false;
  const free = events.filter((event) => playedFree(event, owner) && ctx.state.cards[event.card] !== undefined && condition.types.includes(blueprintOf(ctx.state, event.card).type));
  if (free.length === 0) return false;
  const key = `${blueprintOf(ctx.state, iid).title} (free plays this turn)`;
  const before = ctx.state.abilityUses?.[`${owner}|${key}`] === turn;
  if (before || free.length > 1) return true;
  ctx.emit({ type: 'CardAbilityUsed', player: owner, title: key, turn, rule: RULES.playingForFree });
  return false;
}

/** For the catalogue and the README. */
export const TURN_DRAW_LIMIT_WORDS: readonly string[] = ['restriction:no-draws-after-orders', 'restriction:normal-draw-instead'];
