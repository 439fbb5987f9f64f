/**
 * Issue 15 (helper ferengi): words the Rules of Acquisition need.
 * - Effect `if-no-battle-since-your-last-turn` (`then`): the effects run only when no battle was initiated
 *   anywhere since the end of the card owner's last turn (35th Rule of Acquisition: "if no battles were
 *   initiated since end of your last turn"). Read from `GameState.battledAt` (the turn of the last battle
 *   at each location): on the owner's own turn T that is turns T-1 and T, on the opponent's turn T turn T.
 * - Field `nullifiesInPlay` (titles): while the card lies face up in play, cards so titled in play are
 *   nullified (discarded) after every command — "vice versa" (`mutual`): when both are in play and the
 *   titled card is the one that entered play in this command, it nullifies this card instead.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded); THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while in play); BATTLE (initiating a battle).
 * Speed: the blueprints with `nullifiesInPlay` are found once per game; a game without them costs a lookup.
 */
import { leavePlay } from '../attempt/leaving-play';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { blueprintOf, titledAmong } from '../card-facts';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';
import { tableIndex } from '../table-index';
import type { VerbContext } from './verbs';
import { targetsMissionOf } from './targeting-your-missions';
import type { Effect } from './vocabulary';

export type RulesOfAcquisitionEffect = { readonly kind: 'if-no-battle-since-your-last-turn'; readonly then: readonly Effect[] };

/** `CardBehaviour.nullifiesInPlay`. */
export interface NullifiesInPlay {
  readonly titles: readonly string[];
  /** "… and vice versa": the titled card, entering play while this one is there, nullifies this one. */
  readonly mutual?: true;
  /** Issue 15 (helper voyds9): only its owner's copies ("Nullifies your {Dominion War Efforts}"). */
  readonly yours?: true;
  /** Issue 15 (helper bogborg): only titled objectives still on a table whose recorded target is a location holding a mission of this card's owner (Access Denied: behaviour/targeting-your-missions.ts). */
  readonly targetingYourMissions?: true;
}

/** Whether a battle was initiated since the end of `player`'s last turn (battledAt holds the turn of each location's last battle). */
export function battleSinceYourLastTurn(state: GameState, player: PlayerId): boolean {
  const turn = state.turn;
  if (!turn) return false;
  const since = turn.player === player ? turn.number - 1 : turn.number;
  return Object.values(state.battledAt ?? {}).some((at) => at >= since);
}

export const RULES_OF_ACQUISITION_VERBS: {
  readonly [K in RulesOfAcquisitionEffect['kind']]: (v: VerbContext, effect: Extract<RulesOfAcquisitionEffect, { kind: K }>, run?: (effects: readonly Effect[]) => void) => void;
} = {
  'if-no-battle-since-your-last-turn': (v, effect, run) => {
    if (battleSinceYourLastTurn(v.ctx.state, v.player)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'condition not met: a battle was initiated since the end of your last turn', rule: RULES.cardEffects });
      return;
    }
    run?.(effect.then);
  },
};

const hasNullifiesInPlay: BlueprintTest = (b) => b.nullifiesInPlay;

/** After a command: each face-up card with `nullifiesInPlay` discards the titled cards in play (or, `mutual`, is discarded by one that just entered). */
export function lastingNullifiers(ctx: Ctx): void {
  if (ctx.state.phase !== 'play') return;
  const ids = blueprintsWhere(ctx.state, hasNullifiesInPlay);
  if (ids.size === 0) return;
  const entered = new Set(ctx.events.flatMap((event) => (event.type === 'CardPlayed' ? [event.card] : [])));
  for (const source of tableIndex(ctx.state).inPlay.filter((instance) => instance.faceUp && ids.has(instance.blueprint))) {
    if (ctx.state.cards[source.iid]?.zone !== source.zone) continue;
    const rule = behaviourOf(source.blueprint)!.nullifiesInPlay!;
    const titled = tableIndex(ctx.state).inPlay.filter((instance) => instance.faceUp && instance.iid !== source.iid && (!rule.yours || instance.owner === source.owner) && titledAmong(rule.titles, blueprintOf(ctx.state, instance.iid)) && (!rule.targetingYourMissions || targetsMissionOf(ctx.state, instance.iid, source.owner)));
    if (titled.length === 0) continue;
    const newcomer = rule.mutual && !entered.has(source.iid) ? titled.find((instance) => entered.has(instance.iid)) : undefined;
    if (newcomer) {
      leavePlay(ctx, source.iid, 'discarded', newcomer.iid);
      continue;
    }
    for (const card of titled) if (ctx.state.cards[card.iid]?.zone === card.zone) leavePlay(ctx, card.iid, 'discarded', source.iid);
  }
}
