/**
 * Issue 15 (helper borgobj): more counterparts in play — "you may have an additional counterpart in play; if
 * this event leaves play, discard counterparts down to the allowed number (cumulative)" (A Willing Companion).
 *   - Card field `extraCounterpart`: each face-up copy on its owner's table raises their counterpart limit by
 *     one (`counterpartLimit`, read by assimilation.ts › assimilationProblem).
 *   - After every command (decide.ts): when such a card left its owner's table in the command and they have
 *     more counterparts in play than now allowed, they choose which to discard (`ChoiceAwaited`, choices.ts; a
 *     choice without freedom is made at once).
 *   1E rulebook › Borg Rule: Personnel Assimilation (no more than one counterpart in play); THE CUMULATIVE RULE.
 */
import { bp, type Ctx } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { RULES } from '../rules';
import { PLAYERS, type GameEvent, type GameState, type PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { counterpartsOf } from './assimilation';
import { behaviourOf } from './registry';
import type { ChoiceEffect } from './vocabulary-choices';

/** How many counterparts `player` may have in play: one, plus one for each face-up `extraCounterpart` card on their table. */
export function counterpartLimit(state: GameState, player: PlayerId): number {
  return 1 + cardsIn(state, Z.table(player)).filter((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.extraCounterpart).length;
}

/** The `extraCounterpart` card of `player`'s that left their table in this command, if any. */
function leftTable(ctx: Ctx, player: PlayerId): string | undefined {
  for (const event of ctx.events as readonly (GameEvent & { card?: string; from?: string })[]) {
    const card = event.card;
    if (!card || event.from !== Z.table(player) || !ctx.state.cards[card] || ctx.state.cards[card]!.zone === Z.table(player)) continue;
    if (behaviourOf(ctx.state.cards[card]!.blueprint)?.extraCounterpart) return card;
  }
  return undefined;
}

/** After a command (decide.ts): counterparts over the limit once an `extraCounterpart` card left play are discarded, its owner choosing. */
export function discardExtraCounterparts(ctx: Ctx): void {
  if (ctx.state.pendingChoice) return;
  for (const player of PLAYERS) {
    const source = leftTable(ctx, player);
    if (!source) continue;
    const counterparts = counterpartsOf(ctx.state, player);
    const excess = counterparts.length - counterpartLimit(ctx.state, player);
    if (excess <= 0) continue;
    const rule = `${RULES.cardEffects}; 1E rulebook › Borg Rule: Personnel Assimilation`;
    if (excess >= counterparts.length) {
      for (const iid of counterparts) leavePlay(ctx, iid, 'discarded', source);
      continue;
    }
    const effect: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: excess, chosen: 'discard' };
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `${bp(ctx.state, source).title} left play: ${excess} counterpart(s) over the limit to discard`, rule });
    ctx.emit({ type: 'ChoiceAwaited', player, owner: player, source, options: counterparts, min: excess, max: excess, effect, hidden: false, rule } as GameEvent);
    return;
  }
}

export const EXTRA_COUNTERPART_WORDS: readonly string[] = ['extra-counterpart'];
