/**
 * What a card demands before a player ends their turn (issue 15, fourth pass). A discard: a card on the table
 * with `discard-to-end-turn` (Static Warp Bubble) makes its owner's opponent name one card of their
 * hand in `EndTurn { discard }`, discarded before anything else of the end of the turn; with an
 * empty hand nothing is owed. A face-up card with `cancels-titled` naming it (The Traveler:
 * Transcendence) cancels the demand. Read by `checkEndTurn` / the `EndTurn` command and by
 * legalCommands (one `EndTurn` per card in hand; cheap: only the two tables are read). A guess: a
 * card with `guess-at-end-of-turn` on the player's own table (Telepathic Alien Kidnappers) makes them
 * name a card type and a card of the opponent's hand in `EndTurn { guess }`; the card is shown to
 * them and discarded when the type is right (MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND
 * "FULL" — the subject is the player who played it; LOOKING AT CARDS).
 *   1E rulebook › END OF TURN ("several things … may be addressed in any order, with the exception
 *   that your end-of-turn card draw must be the very last thing you do"); MISCELLANEOUS RULES ›
 *   THE CUMULATIVE RULE (not cumulative: one demand, whatever the copies).
 */
import { withEndTurnDeclines } from './modes';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState, type PlayerId } from '../types';
import { cardsIn, other, Z, zoneArg, zoneKind } from '../zones';
import { fullTurnsDocked } from '../battle/repair';
import { BATTLE_RULES } from '../battle/rules-battle';

const REPAIR_RULE = BATTLE_RULES.repair;
import { behaviourOf } from './registry';
import { guessReversed, reversedGuessFor } from './boarding-reversals';
import { tableIndex } from '../table-index';
import { runEffects } from './verbs';

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

/** The card types a guess may name (1E rulebook › THE CARDS). */
export const CARD_TYPES: readonly string[] = ['Artifact', 'Dilemma', 'Doorway', 'Equipment', 'Event', 'Facility', 'Incident', 'Interrupt', 'Mission', 'Objective', 'Personnel', 'Q-Artifact', 'Q-Dilemma', 'Q-Event', 'Q-Interrupt', 'Q-Mission', 'Ship', 'Site', 'Tactic', 'Time Location', 'Tribble', 'Trouble'];

/** The card on `player`'s table that makes them guess before ending the turn, if any. */
export function guessDemandedBy(state: GameState, player: PlayerId): string | null {
  const guessing = (iid: string) => (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'guess-at-end-of-turn');
  // Issue 15 (helper qcau): a card on the opponent's table may reverse it — they guess at this player's hand instead (behaviour/boarding-reversals.ts: Intruder Force Field).
  return cardsIn(state, Z.table(player)).find((iid) => state.cards[iid]!.faceUp && guessing(iid) && !guessReversed(state, iid)) ?? reversedGuessFor(state, player, guessing);
}

export function checkEndTurnGuess(state: GameState, command: CommandOf<'EndTurn'>): Problem | null {
  const demand = guessDemandedBy(state, command.actor);
  const theirs = cardsIn(state, Z.hand(other(command.actor)));
  if (!demand || theirs.length === 0) return command.guess === undefined ? null : problem('NO_GUESS_OWED', 'no card asks for a guess before ending this turn', RULES.endOfTurn);
  if (!command.guess) return problem('GUESS_OWED', `${bp(state, demand).title}: guess a card type and point to a card of your opponent's hand`, RULES.endOfTurn);
  if (!CARD_TYPES.includes(command.guess.type)) return problem('NO_SUCH_TYPE', `${command.guess.type} is not a card type`, RULES.endOfTurn);
  if (!theirs.includes(command.guess.card)) return problem('NOT_IN_THEIR_HAND', "point to a card of your opponent's hand", RULES.endOfTurn);
  return null;
}

/** Before the end-of-turn facts: the guessed card is shown to the guesser, and discarded when the guess is right. */
export function guessBeforeEnding(ctx: Ctx, command: CommandOf<'EndTurn'>): void {
  if (!command.guess) return;
  const demand = guessDemandedBy(ctx.state, command.actor)!;
  const opponent = other(command.actor);
  const { card, type } = command.guess;
  ctx.emit({ type: 'CardsShown', to: command.actor, zone: Z.hand(opponent), cards: [{ iid: card, title: bp(ctx.state, card).title }], source: demand, rule: RULES.lookingAtCards });
  const right = bp(ctx.state, card).type === type;
  if (right) ctx.emit({ type: 'CardMoved', card, from: Z.hand(opponent), to: Z.discard(opponent), faceUp: true, reason: `${bp(ctx.state, demand).title}: guessed right (${type})`, rule: RULES.endOfTurn });
  ctx.emit({ type: 'CardEffectResolved', card: demand, player: command.actor, effect: right ? `guessed ${type}: right, discarded` : `guessed ${type}: wrong`, rule: RULES.cardEffects });
}

/** The guesses offered: each card of the opponent's hand with each of the commonest types (other types are legal through decide). */
const OFFERED_TYPES = ['Personnel', 'Interrupt', 'Event'];

/** The EndTurn commands legalCommands offers: one per card in hand when a discard is owed; times the offered guesses when one is owed. */
export function endTurnCommands(state: GameState, player: PlayerId): CommandOf<'EndTurn'>[] {
  const hand = cardsIn(state, Z.hand(player));
  const discards: readonly (string | undefined)[] = hand.length > 0 && discardDemandedBy(state, player) ? hand : [undefined];
  const theirs = cardsIn(state, Z.hand(other(player)));
  const guesses: ({ type: string; card: string } | undefined)[] = theirs.length > 0 && guessDemandedBy(state, player) ? theirs.flatMap((card) => OFFERED_TYPES.map((type) => ({ type, card }))) : [undefined];
  const commands = discards.flatMap((discard) => guesses.map((guess) => ({ type: 'EndTurn' as const, actor: player, ...(discard !== undefined ? { discard } : {}), ...(guess ? { guess } : {}) })));
  // Issue 15 (modes): each also declining the end-of-turn "may" parts, when a card on the table has one.
  return withEndTurnDeclines(state, player, commands);
}

/**
 * The game ends (winning.ts › end, before `GameEnded`): the `game-ends` triggers of the cards face up
 * on either table, in zone order (each copy: a cumulative wager counts every copy), the winner as
 * their target. A card whose own play is still awaiting its response window was not agreed to.
 */
export function runGameEndsTriggers(ctx: Ctx, winner: PlayerId | null): void {
  for (const owner of PLAYERS)
    for (const iid of [...cardsIn(ctx.state, Z.table(owner))]) {
      if (!ctx.state.cards[iid]!.faceUp || (ctx.state.windows ?? []).some((window) => window.card === iid)) continue;
      for (const trigger of behaviourOf(ctx.state.cards[iid]!.blueprint)?.triggers ?? [])
        if (trigger.on === 'game-ends') runEffects({ ctx, player: owner, card: iid, ...(winner ? { target: winner } : {}) }, trigger.effects);
    }
}

/**
 * End of `player`'s turn: personnel with `repair-aboard` (Exocomp) aboard a damaged ship of theirs.
 * The turns are kept as `CardAbilityUsed` records (`<title> repair@<ship>:start` — the first turn it
 * was found there — and `:seen`, the last): found at the end of the previous turn of theirs too, the
 * run goes on; else it starts now. After `fullTurns` full turns the ship is repaired.
 *   1E rulebook › DAMAGE AND REPAIRS › REPAIR (two full turns; a card may allow repairs elsewhere).
 */
export function repairAboard(ctx: Ctx, player: PlayerId): void {
  const now = ctx.state.turn?.number;
  if (now === undefined) return;
  for (const instance of tableIndex(ctx.state).inPlayBy[player]) {
    if (zoneKind(instance.zone) !== 'aboard' || instance.stopped || instance.disabled) continue;
    const permit = (behaviourOf(instance.blueprint)?.permits ?? []).find((one) => one.kind === 'repair-aboard');
    if (!permit || permit.kind !== 'repair-aboard') continue;
    const ship = zoneArg(instance.zone);
    const host = ctx.state.cards[ship];
    if (!host || host.owner !== player || !host.damage || bp(ctx.state, ship).type !== 'Ship') continue;
    const key = `${bp(ctx.state, instance.iid).title} repair@${ship}`;
    const uses = ctx.state.abilityUses ?? {};
    const goesOn = uses[`${player}|${key}:seen`] === now - 2 && uses[`${player}|${key}:start`] !== undefined;
    const start = goesOn ? uses[`${player}|${key}:start`]! : now;
    if (!goesOn) ctx.emit({ type: 'CardAbilityUsed', player, title: `${key}:start`, turn: now, rule: RULES.endOfTurn });
    ctx.emit({ type: 'CardAbilityUsed', player, title: `${key}:seen`, turn: now, rule: RULES.endOfTurn });
    if (fullTurnsDocked(start, now) >= permit.fullTurns) ctx.emit({ type: 'ShipRepaired', ship, source: bp(ctx.state, instance.iid).title, rule: REPAIR_RULE });
  }
}
