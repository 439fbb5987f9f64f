/**
 * Issue 15 (turn-start choices): optional start-of-turn actions — "at the start of your turn, you may …".
 * As the turn begins (turn-starts.ts › runTurnStartTriggers) the cards whose `atTurnStart` is `optional`
 * are queued (`TurnStartActionsQueued`, `TurnState.startOffers`); after the command (decide.ts, before a
 * choice's wait is restated) the first of them is offered to its owner (`TurnStartActionOffered`): its
 * conditions are read then; when they hold, the owner is asked (a `choose-cards` on this card: take it or
 * decline), or the first effect, when it is a choice the owner may leave empty, is the question itself.
 * The next card is offered once that choice is made (the hook runs after `MakeChoice` too). Each card is
 * offered once a turn: a "may" declined is gone until the next turn.
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions (before the
 *   normal card play); MISCELLANEOUS RULES › LOOKING AT CARDS (the search is the owner's alone).
 * Decisions: simultaneous start-of-turn actions are offered in table order (the rulebook lets their
 * player order them); nothing else is offered while one waits (the turn's first action is taken after).
 */
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import type { ChoiceEffect } from './vocabulary-choices';
import { behaviourOf } from './registry';
import { holds } from './turn-starts';
import { runEffects } from './verbs';
import { isInPlayZone } from '../zones';

export type TurnStartEvent =
  /** The optional start-of-turn actions of this turn, in the order they will be offered. */
  | { readonly type: 'TurnStartActionsQueued'; readonly player: PlayerId; readonly cards: readonly string[] }
  /** A card's optional action is offered to its owner (`held`: its conditions hold; otherwise it lapses this turn). */
  | { readonly type: 'TurnStartActionOffered'; readonly player: PlayerId; readonly card: string; readonly held: boolean };

export function applyTurnStartEvent(state: GameState, event: TurnStartEvent): GameState {
  if (!state.turn) return state;
  switch (event.type) {
    case 'TurnStartActionsQueued':
      return { ...state, turn: { ...state.turn, startOffers: event.cards } };
    case 'TurnStartActionOffered': {
      const rest = (state.turn.startOffers ?? []).filter((card) => card !== event.card);
      const { startOffers: _startOffers, ...turn } = state.turn;
      return { ...state, turn: rest.length > 0 ? { ...turn, startOffers: rest } : turn };
    }
  }
}

/** Nothing else waits: no choice, response window, manual effect, arrangement, attempt or battle. */
function free(state: GameState): boolean {
  return state.phase === 'play' && !state.pendingChoice && !state.pendingManual && (state.windows ?? []).length === 0 && !state.windowsPending?.arrange && !state.attempt && !state.battle;
}

/** After every command: the queued start-of-turn actions are offered, one at a time, while nothing else waits. */
export function offerTurnStartActions(ctx: Ctx): void {
  while (free(ctx.state) && (ctx.state.turn?.startOffers ?? []).length > 0) {
    const card = ctx.state.turn!.startOffers![0]!;
    const instance = ctx.state.cards[card];
    const trigger = instance ? behaviourOf(instance.blueprint)?.atTurnStart : undefined;
    const owner = instance?.owner ?? ctx.state.turn!.player;
    // Still face up in play, and its conditions hold now (an earlier action may have changed them).
    const held = !!instance && !!trigger && instance.faceUp && isInPlayZone(instance.zone) && (trigger.requires ?? []).every((condition) => holds(ctx.state, card, owner, condition));
    ctx.emit({ type: 'TurnStartActionOffered', player: owner, card, held, rule: RULES.startOfTurn } as GameEvent);
    if (!held) continue;
    const effects = trigger!.effects;
    const first = effects[0];
    const v = { ctx, player: owner, card };
    if (first?.kind === 'choose-cards' && first.upTo) runEffects(v, effects);
    else runEffects(v, [question(effects)]);
  }
}

/** The yes-or-no of a "you may": this card picked (the action's effects follow) or none (declined). */
function question(effects: ChoiceEffect['then']): ChoiceEffect {
  return { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', ...(effects ? { then: effects } : {}) };
}
