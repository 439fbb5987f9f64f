/**
 * decide(state, command) -> events, or throws RuleViolation { code, message, rule } and emits
 * nothing (the caller's state is untouched: decide never mutates it).
 * `check` applies the preconditions every command shares, then the command's own check from the
 * table (commands.ts); `decide` runs the command's entry and settles the game end after every command.
 */
import { contenderAfterCommand } from './behaviour/contender';
import { lapseImmediateFreePlay } from './behaviour/immediate-free-plays';
import { handlerOf } from './commands';
import { Ctx, problem, raise, type PastStates, type Problem } from './context';
import { gateForJudges, JUDGE_COMMANDS } from './judge';
import { RULES } from './rules';
import type { Command, GameEvent, GameState } from './types';
import { settle } from './winning';
import { refusalSeenBy } from './refusal-sight';
import { discardWhenDue } from './behaviour/discard-when';
import { placeOnFailedAttempts } from './behaviour/failed-attempt-hindrances';
import { scoreNearSolves } from './behaviour/near-solves';
import { discardExtraCounterparts } from './behaviour/extra-counterparts';
import { nullifyWherePresent } from './behaviour/present-nullifiers';
import { discardArrivedDuplicates } from './behaviour/arrived-duplicates';
import { drawOnShipArrivals } from './behaviour/ship-arrival-draws';
import { releaseWhenHolderGone } from './behaviour/stasis';
import { reactToShipHistory } from './behaviour/host-ship-history';
import { lastingRepairs } from './behaviour/lasting-repairs';
import { lastingNullifiers } from './behaviour/rules-of-acquisition';
import { nullifyWhenPlayed } from './behaviour/played-titles';
import { runWhenOpponentDraws } from './behaviour/opponent-draws';
import { openOutOfTurnPlays } from './behaviour/out-of-turn-plays';
import { openKilledWindows } from './behaviour/responses';
import { settleHeldWorth } from './behaviour/trophies';
import { openCapturedWindows } from './behaviour/captives';
import { answerReleases } from './behaviour/release-rewards';
import { openAssimilatedWindows } from './behaviour/assimilation-windows';
import { returnAfterAttempts } from './behaviour/attempt-skill-returns';
import { checkArrangementFirst, openDrawWindows } from './behaviour/windows-draws';
import { awaitPendingChoice, checkChoiceFirst } from './behaviour/choices';
import { awaitForcedBattle, checkForcedBattleFirst } from './behaviour/forced-battles';
import { exposeWhereDue } from './behaviour/infiltration';
import { offerTurnStartActions } from './behaviour/turn-start-offers';
import { endHostedControl } from './behaviour/hosted-control';
import { takeCustody } from './behaviour/commandeered-affiliation';
import { loseWhenControlLost, openCommandeeredWindows } from './behaviour/commandeer-windows';
import { openScoredWindows } from './behaviour/scored-windows';
import { openObjectiveWindows } from './behaviour/objective-windows';
import { openTimeTravelWindows } from './behaviour/time-travel-windows';
import { openAttemptEndedWindows } from './behaviour/attempt-ended-windows';
import { openDamagedWindows } from './behaviour/damaged-windows';
import { openDockingWindows } from './behaviour/docking-windows';
import { openFlybyWindows } from './behaviour/flyby-windows';
import { storedFollowHost } from './behaviour/stored-cards';
import { overloadOreSites } from './behaviour/ore-overloads';
import { enableWherePresent } from './behaviour/em-surges';
import { spendAlternateUniversePlays } from './behaviour/alternate-universe';
import { specialReportExemptsAlternateUniverse } from './behaviour/reporting';
import { reportExemptsAlternateUniverse } from './play';

/** What may be done while a response window is open (issue 15): respond, pass, or change the pass setting. */
const WINDOW_COMMANDS = new Set<string>(['PassResponse', 'PlayCard', 'DeclareManualEffect', 'SetAutoPass', 'Concede', 'CallTime', 'SpecialDownload', 'NullifyBySkill', 'ActivateCard', 'UseCard']);

/** The rule check for a command, without carrying it out. */
export function check(state: GameState, command: Command): Problem | null {
  const judges = gateForJudges(state, command);
  if (judges) return judges;
  if (state.phase === 'ended' && command.type !== 'SealGame') return problem('GAME_OVER', 'the game has ended', RULES.winning);
  if (command.type !== 'CreateGame' && state.gameId === '') return problem('NO_GAME', 'create the game first', RULES.engine);
  if (JUDGE_COMMANDS.has(command.type)) return handlerOf(command.type)!.check(state, command);
  if (state.attempt?.choice && command.type !== 'ChooseForDilemma' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_DILEMMA_CHOICE', `${state.attempt.choice.player} must answer the dilemma's choice first`, RULES.attemptIsOneAction);
  if (state.attempt?.manualDilemma && !state.pendingManual && command.type !== 'DeclareManualEffect' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_DILEMMA_EFFECT', `${state.attempt.manualDilemma.declarer} must declare the encountered dilemma's effect first`, RULES.manualEffects);
  // Issue 15 (premiere-windows): a deck looked at waits to be put in order (behaviour/windows-draws.ts).
  const arranging = checkArrangementFirst(state, command.type);
  if (arranging) return arranging;
  // Issue 15 (choices): a choice after a look waits for its chooser (behaviour/choices.ts).
  const choosing = checkChoiceFirst(state, command.type);
  if (choosing) return choosing;
  const windows = state.windows ?? [];
  // Issue 15: a ship battle waits for the attacked player's return fire (a battle is a single action).
  if (state.battle && state.battle.returnFire === undefined && state.battle.kind === 'ship' && windows.length === 0 && command.type !== 'ReturnFire' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_RETURN_FIRE', `${state.battle.defender} must declare return fire first`, RULES.alternatingActions);
  // Issue 15 (helper tactics): the Tactics stage waits for each player's current tactic (behaviour/battle-tactics.ts).
  if (state.battle?.tacticStage?.length && windows.length === 0 && command.type !== 'DrawTactic' && command.type !== 'ChooseTactic' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_TACTICS', `${state.battle.tacticStage.join(' and ')} draw and choose a current tactic first`, RULES.alternatingActions);
  if (windows.length > 0 && !state.pendingManual && !WINDOW_COMMANDS.has(command.type))
    return problem('AWAITING_RESPONSE_WINDOW', `${windows[windows.length - 1]!.player} may respond to the card just played first (or pass)`, RULES.alternatingActions);
  if (state.pendingManual && command.type !== 'RespondToManualEffect' && command.type !== 'Concede' && command.type !== 'CallTime' && command.type !== 'SetAutoPass')
    return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  // Issue 15 (helper forced): a battle a card requires comes before anything else (behaviour/forced-battles.ts).
  const forced = checkForcedBattleFirst(state, command);
  if (forced) return forced;
  const handler = handlerOf(command.type);
  if (!handler) return problem('UNKNOWN_COMMAND', `unknown command ${(command as { type?: unknown }).type}`, RULES.engine);
  return handler.check(state, command);
}

/**
 * check() as the command's sender reads it (refusal-sight.ts: a refusal never names a card hidden
 * from a player): what a submission's 422 and POST /games/:id/check answer.
 */
export function checkAsSent(state: GameState, command: Command): Problem | null {
  return refusalSeenBy(state, command, check(state, command));
}

export function isLegal(state: GameState, command: Command): boolean {
  return check(state, command) === null;
}

/** `past` gives earlier states to a ruling that rewinds (DESIGN.md › Judges); other commands ignore it. */
export function decide(state: GameState, command: Command, past?: PastStates): GameEvent[] {
  return decideAndEvolve(state, command, past).events;
}

/**
 * `decide`, also returning the state with the events applied (`evolveAll(events, state)`), which
 * the decider's context has built already: callers that go on playing need not evolve twice.
 */
export function decideAndEvolve(state: GameState, command: Command, past?: PastStates): { events: GameEvent[]; state: GameState } {
  raise(checkAsSent(state, command));
  const ctx = new Ctx(state, past);
  // Issue 15 (lead): a free play opened by the last command lapses unless this command uses it (behaviour/immediate-free-plays.ts).
  lapseImmediateFreePlay(ctx, command);
  handlerOf(command.type)!.run(ctx, command);
  // The [AU] icon rule: an [AU] card the command brought into play by a once-per-turn grant spends it (behaviour/alternate-universe.ts).
  spendAlternateUniversePlays(ctx, state, (iid) =>
    command.type === 'ReportForDuty' && command.card === iid
      ? reportExemptsAlternateUniverse(state, command)
      : command.type === 'SpecialReport' && command.card === iid && specialReportExemptsAlternateUniverse(state, command.actor, command.card, command.to),
  );
  // Issue 15, third pass: "just killed" responses after the command (behaviour/responses.ts).
  openKilledWindows(ctx);
  // Issue 15 (captives): "just captured" responses after the command (behaviour/captives.ts).
  openCapturedWindows(ctx);
  // Issue 15 (helper objb): table cards answering a release of their owner's captive (behaviour/release-rewards.ts: Assemble Rescue Team).
  answerReleases(ctx);
  // Issue 15 (helper control): "just commandeered" responses after the command (behaviour/commandeer-windows.ts).
  openCommandeeredWindows(ctx);
  // Issue 15 (windows): "just assimilated" responses after the command (behaviour/assimilation-windows.ts).
  openAssimilatedWindows(ctx);
  // Issue 15 (windows): personnel kept for a mission attempt return to hand when it ends (behaviour/attempt-skill-returns.ts).
  returnAfterAttempts(ctx);
  // Issue 15 (lead): "just completed a [BO] objective" responses after the command (behaviour/objective-windows.ts: A Few Loose
  // Ends) — before the draw window: a Borg objective is completed at the end of a turn, whose draw would otherwise always come first.
  openObjectiveWindows(ctx);
  // Issue 15 (premiere-windows): responses to a card draw (behaviour/windows-draws.ts).
  openDrawWindows(ctx);
  // Issue 15 (incidents-d): cards whose own text discards them now (behaviour/discard-when.ts).
  discardWhenDue(ctx);
  // Issue 15 (helper objectives): cards placed on a mission the opponent just failed to solve (behaviour/failed-attempt-hindrances.ts).
  placeOnFailedAttempts(ctx);
  // Issue 15 (helper objectives): cards scoring once the opponent solved a mission near theirs (behaviour/near-solves.ts).
  scoreNearSolves(ctx);
  // Issue 15 (lead): Contender objectives completed by a battle won or a homeworld solved (behaviour/contender.ts).
  contenderAfterCommand(ctx);
  // Issue 15 (helper borgobj): counterparts over the limit once A Willing Companion left play (behaviour/extra-counterparts.ts).
  discardExtraCounterparts(ctx);
  // Issue 15 (partials-iob): cards nullified by a card present with them (behaviour/present-nullifiers.ts).
  nullifyWherePresent(ctx);
  // Issue 15 (helper tail5): duplicates of a unique personnel that just moved to their location are discarded (behaviour/arrived-duplicates.ts: Doppelganger).
  discardArrivedDuplicates(ctx, state);
  // Issue 15 (helper history): cards on a ship reacting to what its crew and Away Teams just did (behaviour/host-ship-history.ts: Agony Booth).
  reactToShipHistory(ctx, state);
  // Issue 15 (helper tail5): a stasis held by a card lying on the personnel ends once that card is gone (behaviour/stasis.ts: Frigid).
  releaseWhenHolderGone(ctx);
  // Issue 15 (events of later sets): cards that keep ships repaired while in play (behaviour/lasting-repairs.ts).
  lastingRepairs(ctx);
  // Issue 15 (helper ferengi): cards that nullify others while in play (behaviour/rules-of-acquisition.ts).
  lastingNullifiers(ctx);
  // Issue 15 (helper roa): cards nullified once their owner has played a title (behaviour/played-titles.ts).
  nullifyWhenPlayed(ctx);
  // Issue 15 (helper trophies): cards worth points while a condition holds (behaviour/trophies.ts: One with the Borg).
  settleHeldWorth(ctx);
  // Issue 15 (incidents-f): cards whose owner draws as the opponent gains cards (behaviour/opponent-draws.ts).
  runWhenOpponentDraws(ctx);
  // Issue 15 (helper plays): cards whose owner may play on the opponent's turn as they report personnel (behaviour/out-of-turn-plays.ts).
  openOutOfTurnPlays(ctx, state);
  // Issue 15 (helper control): control held by a card lying on a personnel ends once that card is gone (behaviour/hosted-control.ts).
  endHostedControl(ctx);
  // Issue 15 (helper control): a commandeered ship takes the affiliation of its controller's personnel aboard (behaviour/commandeered-affiliation.ts).
  takeCustody(ctx);
  // Issue 15 (helper control): points lost once a facility scored for is controlled by another player (behaviour/commandeer-windows.ts: Baseball).
  loseWhenControlLost(ctx);
  // Issue 15 (infiltration): infiltrators present with their persona or back with their own team are exposed (behaviour/infiltration.ts).
  exposeWhereDue(ctx);
  // Issue 15 (helper windows): "just scored bonus points" responses after the command (behaviour/scored-windows.ts: Khan!).
  openScoredWindows(ctx);
  // Issue 15 (lead): "just time traveled" responses after the command (behaviour/time-travel-windows.ts: Temporal Wake).
  openTimeTravelWindows(ctx);
  // Issue 15 (lead): "just finished attempting" (a failed attempt) responses after the command (behaviour/attempt-ended-windows.ts: Herd and Harvest).
  openAttemptEndedWindows(ctx);
  // Issue 15 (helper windows): "just damaged" responses after the command (behaviour/damaged-windows.ts: the 34th Rule of Acquisition).
  openDamagedWindows(ctx);
  // Issue 15 (lead): "just as it begins to dock or undock" responses after a Dock or Undock order (behaviour/docking-windows.ts).
  openDockingWindows(ctx, state);
  // Issue 15 (lead): "a ship flying by one of yours" responses after a Fly order (behaviour/flyby-windows.ts).
  openFlybyWindows(ctx);
  // Issue 15 (turn-start choices): optional start-of-turn actions offered one at a time (behaviour/turn-start-offers.ts).
  offerTurnStartActions(ctx);
  // Issue 15 (helper stored): cards stored on a card that left play go with it (behaviour/stored-cards.ts; it may begin a choice).
  storedFollowHost(ctx);
  // Issue 15 (helper partners): a unit with ore processed at it overloaded by a card on a table (behaviour/ore-overloads.ts: Reactor
  // Overload); personnel disabled until a skill is present enabled once it is (behaviour/em-surges.ts).
  overloadOreSites(ctx);
  enableWherePresent(ctx);
  // Issue 15 (helper shipsaves): a card drawn as your ship arrives where the opponent has a ship (behaviour/ship-arrival-draws.ts: Remote Interference).
  drawOnShipArrivals(ctx);
  // Issue 15 (choices): a choice begun in this command still waits for its chooser (behaviour/choices.ts).
  awaitPendingChoice(ctx);
  // Issue 15 (helper forced): a battle a card requires waits for its player once nothing else does (behaviour/forced-battles.ts).
  awaitForcedBattle(ctx);
  // 1E rulebook › WINNING THE GAME: checked after every command (nothing to do once the game ended).
  settle(ctx);
  return { events: ctx.events, state: ctx.state };
}
