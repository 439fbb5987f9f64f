/**
 * A discard demanded before a player ends their turn (issue 15, fourth pass): a card on the table
 * with `discard-to-end-turn` (Static Warp Bubble) makes its owner's opponent name one card of their
 * hand in `EndTurn { discard }`, discarded before anything else of the end of the turn; with an
 * empty hand nothing is owed. A face-up card with `cancels-titled` naming it (The Traveler:
 * Transcendence) cancels the demand. Read by `checkEndTurn` / the `EndTurn` command and by
 * legalCommands (one `EndTurn` per card in hand; cheap: only the two tables are read).
 *   1E rulebook › END OF TURN ("several things … may be addressed in any order, with the exception
 *   that your end-of-turn card draw must be the very last thing you do"); MISCELLANEOUS RULES ›
 *   THE CUMULATIVE RULE (not cumulative: one demand, whatever the copies).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState, type PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';

/** The card that makes `player` discard before ending the turn, if any (not cancelled). */
export function discardDemandedBy(state: GameState, player: PlayerId): string | null {
  const demand = cardsIn(state, Z.table(other(player))).find(
    (iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'discard-to-end-turn'),
  );
  if (!demand) return null;
  const title = bp(state, demand).title;
  const cancelled = PLAYERS.some((owner) =>
    cardsIn(state, Z.table(owner)).some(
      (iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'cancels-titled' && restriction.titles.includes(title)),
    ),
  );
  return cancelled ? null : demand;
}

export function checkEndTurnDiscard(state: GameState, command: CommandOf<'EndTurn'>): Problem | null {
  const demand = discardDemandedBy(state, command.actor);
  const hand = cardsIn(state, Z.hand(command.actor));
  if (!demand || hand.length === 0) {
    return command.discard === undefined ? null : problem('NO_DISCARD_OWED', 'no card demands a discard before ending this turn', RULES.endOfTurn);
  }
  if (command.discard === undefined) return problem('DISCARD_OWED', `${bp(state, demand).title}: discard one card from hand before ending the turn`, RULES.endOfTurn);
  if (!hand.includes(command.discard)) return problem('NOT_IN_HAND', 'discard a card from your hand', RULES.endOfTurn);
  return null;
}

/** Before the end-of-turn facts: the demanded discard. */
export function discardBeforeEnding(ctx: Ctx, command: CommandOf<'EndTurn'>): void {
  if (command.discard === undefined) return;
  const demand = discardDemandedBy(ctx.state, command.actor)!;
  ctx.emit({ type: 'CardMoved', card: command.discard, from: Z.hand(command.actor), to: Z.discard(command.actor), faceUp: true, reason: `${bp(ctx.state, demand).title}: discarded before ending the turn`, rule: RULES.endOfTurn });
}

/** The EndTurn commands legalCommands offers: one per card in hand when a discard is owed. */
export function endTurnCommands(state: GameState, player: PlayerId): CommandOf<'EndTurn'>[] {
  const hand = cardsIn(state, Z.hand(player));
  if (hand.length === 0 || !discardDemandedBy(state, player)) return [{ type: 'EndTurn', actor: player }];
  return hand.map((discard) => ({ type: 'EndTurn', actor: player, discard }));
}
