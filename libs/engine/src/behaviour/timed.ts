/**
 * Timed triggers (issue 15, second pass): `turn-ends` triggers of the cards in play — on the table
 * or lying on a ship — at the end of the turns their trigger names, from the turn they were played
 * in or from the next one ("at the end of its owner's next turn"). Read by `endTurn` (play.ts)
 * before the draw. Also: what a restriction in play forbids (`no-interrupts`).
 *   1E rulebook › END OF TURN; MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL" ("each" turn: the
 *   subject's turns; "every": any player's; a full turn does not include the current one);
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects);
 *   THE CARDS › INTERRUPTS.
 */
import { titledAmong } from '../card-facts';
import type { Card } from '@captains-log/cards';
import type { Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { CardBehaviour } from './vocabulary';
import type { EventTrigger } from './vocabulary-events';
import { tableIndex } from '../table-index';
import { needsPlayedTurnForDeadline } from './trophy-case';

/** Whether a behaviour has a trigger that needs the turn it was played in (`CardPlayed.turn`). */
export function needsPlayedTurn(behaviour: CardBehaviour | undefined): boolean {
  return (behaviour?.triggers ?? []).some((trigger) => trigger.on === 'turn-ends') || needsPlayedTurnForDeadline(behaviour?.triggers as never);
}

/** At the end of `player`'s turn: every `turn-ends` trigger in play that counts this turn, in zone order. */
export function runTurnEndsTriggers(ctx: Ctx, player: PlayerId, declined?: boolean): void {
  const turn = ctx.state.turn!.number;
  const cards = Object.values(ctx.state.cards).filter((instance) => ['table', 'on', 'atop'].includes(zoneKind(instance.zone)) && instance.faceUp);
  for (const { iid } of cards) {
    const instance = ctx.state.cards[iid];
    if (!instance || !isInPlayZone(instance.zone)) continue;
    const behaviour = behaviourOf(instance.blueprint);
    for (const trigger of behaviour?.triggers ?? []) {
      if (trigger.on !== 'turn-ends' || !counts(ctx.state, iid, trigger, player, turn)) continue;
      const now = ctx.state.cards[iid];
      if (!now || !isInPlayZone(now.zone)) break;
      // Issue 15 (lead): `EndTurn.decline` declines the `may` parts of the ending player's own cards (Orbital Bombardment).
      runEffects({ ctx, player: now.owner, card: iid, ...(declined && now.owner === player ? { declined } : {}) }, trigger.effects);
    }
  }
}

function counts(state: GameState, iid: string, trigger: EventTrigger, player: PlayerId, turn: number): boolean {
  const instance = state.cards[iid]!;
  if (trigger.from === 'next-turn' && instance.playedTurn === turn) return false;
  if (trigger.yourTurn !== undefined) return instance.owner === player && instance.playedTurn !== undefined && turn === instance.playedTurn + 2 * trigger.yourTurn;
  if (trigger.whose === 'every') return true;
  if (trigger.whose === 'your') return instance.owner === player;
  if (trigger.whose === 'opponent') return instance.owner !== player;
  const host = zoneKind(instance.zone) === 'on' ? state.cards[zoneArg(instance.zone)] : undefined;
  return !!host && host.owner === player;
}

/** A restriction in play forbids playing `card` as an interrupt (Goddess of Empathy): the restricting card's title, if any. */
export function interruptForbiddenBy(state: GameState, card: Card): string | undefined {
  if (card.type !== 'Interrupt') return undefined;
  for (const instance of tableIndex(state).inPlay) {
    if (zoneKind(instance.zone) !== 'table' || !instance.faceUp) continue;
    const behaviour = behaviourOf(instance.blueprint);
    for (const restriction of behaviour?.restricts ?? [])
      if (restriction.kind === 'no-interrupts' && !titledAmong(restriction.except, card)) return behaviour!.title;
  }
  return undefined;
}
