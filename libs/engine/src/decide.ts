/**
 * decide(state, command) -> events, or throws RuleViolation { code, message, rule } and emits
 * nothing (the caller's state is untouched: decide never mutates it).
 * Each command is checked by a pure `check*` function (also used by legalCommands), then carried
 * out by emitting facts; game-end conditions are settled after every command.
 */
import { beginAttempt, checkAttempt, checkChoose, checkCure, choose, cure } from './attempt';
import { Ctx, problem, raise, type Problem } from './context';
import { checkDeclareManual, checkRespondManual, declareManual, respondManual } from './manual';
import {
  beam,
  beginNextTurn,
  beginOrders,
  checkBeam,
  checkBeginOrders,
  checkDock,
  checkEndTurn,
  checkFly,
  checkLand,
  checkPlayCard,
  checkReport,
  checkTakeOff,
  checkUndock,
  checkWalk,
  dock,
  endTurn,
  fly,
  land,
  playCard,
  report,
  takeOff,
  undock,
  walk,
} from './play';
import { RULES } from './rules';
import {
  checkCreate,
  checkFinishSeeding,
  checkPass,
  checkPlaceMission,
  checkSeedDoorway,
  checkSeedFacility,
  checkSeedUnderMission,
  createGame,
  finishSeeding,
  pass,
  placeMission,
  seedDoorway,
  seedFacility,
  seedUnderMission,
} from './seeding';
import type { Command, GameEvent, GameState } from './types';
import { callTime, checkCallTime, checkConcede, concede, endIfTimeIsUp, settle } from './winning';

/** The rule check for a command, without carrying it out. */
export function check(state: GameState, command: Command): Problem | null {
  if (state.phase === 'ended') return problem('GAME_OVER', 'the game has ended', RULES.winning);
  if (command.type !== 'CreateGame' && state.gameId === '') return problem('NO_GAME', 'create the game first', RULES.engine);
  if (state.attempt?.choice && command.type !== 'ChooseForDilemma' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_DILEMMA_CHOICE', `${state.attempt.choice.player} must answer the dilemma's choice first`, RULES.attemptIsOneAction);
  if (state.pendingManual && command.type !== 'RespondToManualEffect' && command.type !== 'Concede' && command.type !== 'CallTime')
    return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  switch (command.type) {
    case 'CreateGame':
      return checkCreate(state, command);
    case 'SeedDoorway':
      return checkSeedDoorway(state, command);
    case 'FinishSeeding':
      return checkFinishSeeding(state, command);
    case 'PlaceMission':
      return checkPlaceMission(state, command);
    case 'SeedUnderMission':
      return checkSeedUnderMission(state, command);
    case 'PassSeeding':
      return checkPass(state, command);
    case 'SeedFacility':
      return checkSeedFacility(state, command);
    case 'ReportForDuty':
      return checkReport(state, command);
    case 'PlayCard':
      return checkPlayCard(state, command);
    case 'BeginOrders':
      return checkBeginOrders(state, command);
    case 'Beam':
      return checkBeam(state, command);
    case 'Walk':
      return checkWalk(state, command);
    case 'Dock':
      return checkDock(state, command);
    case 'Undock':
      return checkUndock(state, command);
    case 'Fly':
      return checkFly(state, command);
    case 'Land':
      return checkLand(state, command);
    case 'TakeOff':
      return checkTakeOff(state, command);
    case 'EndTurn':
      return checkEndTurn(state, command);
    case 'DeclareManualEffect':
      return checkDeclareManual(state, command);
    case 'RespondToManualEffect':
      return checkRespondManual(state, command);
    case 'Concede':
      return checkConcede(state, command);
    case 'CallTime':
      return checkCallTime(state, command);
    case 'AttemptMission':
      return checkAttempt(state, command);
    case 'ChooseForDilemma':
      return checkChoose(state, command);
    case 'CureDilemma':
      return checkCure(state, command);
    default:
      return problem('UNKNOWN_COMMAND', `unknown command ${(command as { type?: unknown }).type}`, RULES.engine);
  }
}

export function isLegal(state: GameState, command: Command): boolean {
  return check(state, command) === null;
}

export function decide(state: GameState, command: Command): GameEvent[] {
  raise(check(state, command));
  const ctx = new Ctx(state);
  switch (command.type) {
    case 'CreateGame':
      createGame(ctx, command);
      break;
    case 'SeedDoorway':
      seedDoorway(ctx, command);
      break;
    case 'FinishSeeding':
      finishSeeding(ctx, command);
      break;
    case 'PlaceMission':
      placeMission(ctx, command);
      break;
    case 'SeedUnderMission':
      seedUnderMission(ctx, command);
      break;
    case 'PassSeeding':
      pass(ctx, command);
      break;
    case 'SeedFacility':
      seedFacility(ctx, command);
      break;
    case 'ReportForDuty':
      report(ctx, command);
      break;
    case 'PlayCard':
      playCard(ctx, command);
      break;
    case 'BeginOrders':
      beginOrders(ctx, command.actor);
      break;
    case 'Beam':
      beam(ctx, command);
      break;
    case 'Walk':
      walk(ctx, command);
      break;
    case 'Dock':
      dock(ctx, command);
      break;
    case 'Undock':
      undock(ctx, command);
      break;
    case 'Fly':
      fly(ctx, command);
      break;
    case 'Land':
      land(ctx, command);
      break;
    case 'TakeOff':
      takeOff(ctx, command);
      break;
    case 'EndTurn': {
      const number = ctx.state.turn!.number;
      endTurn(ctx, command.actor);
      settle(ctx);
      if (ctx.state.phase === 'play' && !endIfTimeIsUp(ctx, command.actor)) beginNextTurn(ctx, command.actor, number);
      return ctx.events;
    }
    case 'DeclareManualEffect':
      declareManual(ctx, command);
      break;
    case 'RespondToManualEffect':
      respondManual(ctx, command);
      break;
    case 'Concede':
      concede(ctx, command);
      return ctx.events;
    case 'CallTime':
      callTime(ctx);
      break;
    case 'AttemptMission':
      beginAttempt(ctx, command, () => beginOrders(ctx, command.actor));
      break;
    case 'ChooseForDilemma':
      choose(ctx, command);
      break;
    case 'CureDilemma':
      beginOrders(ctx, command.actor);
      cure(ctx, command);
      break;
  }
  settle(ctx);
  return ctx.events;
}
