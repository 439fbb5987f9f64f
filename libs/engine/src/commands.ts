/**
 * The engine's commands in one table: for each command type its own rule check (pure; read by
 * `check`, so by `decide` and `legalCommands` alike) and how it is carried out (facts emitted on a
 * Ctx). The mapped type makes a command without an entry a compile error. Flows that belong to
 * one command (the end of a turn and the next turn, an attempt or a cure beginning the orders) are
 * written in its entry. (STYLE.md › example 6; Emmett's decider, boardgame.io's moves)
 */
import { checkNullifyBySkill, nullifyBySkill } from './behaviour/nullify-personnel-b';
import { beginAttempt, checkChoose, choose } from './attempt/flow';
import { checkAttempt } from './attempt/beginning';
import { checkCure, cure } from './attempt/cures';
import { checkTow, tow } from './behaviour/towing';
import type { Ctx, Problem } from './context';
import { callJudge, checkCallJudge, checkPause, checkResume, checkSeal, checkTakeCall, pause, resume, seal, takeCall } from './judge';
import { checkRuling, makeRuling } from './rulings';
import { checkDeclareManual, checkRespondManual, declareManual, respondManual } from './manual';
import {
  beam,
  beginOrders,
  checkBeam,
  checkBeginOrders,
  checkDock,
  checkEndTurn,
  checkFly,
  checkLand,
  checkOwnTurn,
  checkPlayCard,
  checkReport,
  checkTakeOff,
  checkUndock,
  checkWalk,
  dock,
  fly,
  land,
  playCard,
  report,
  takeOff,
  undock,
  walk,
} from './play';
import {
  checkCreate,
  checkFinishSeeding,
  checkPass,
  checkPlaceMission,
  checkSeedDoorway,
  checkSeedFacility,
  checkSeedOnTable,
  checkSeedUnderMission,
  createGame,
  finishSeeding,
  pass,
  placeMission,
  seedDoorway,
  seedFacility,
  seedOnTable,
  seedUnderMission,
} from './seeding';
import type { CommandOf, CommandType, GameState } from './types';
import { checkInitiatePersonnelBattle, checkInitiateShipBattle, checkReturnFire, initiatePersonnelBattle, initiateShipBattle, returnFire } from './battle/battle';
import { checkPassResponse, checkSetAutoPass, passResponse, setAutoPass } from './behaviour/responses';
import { checkUseCard, useCard } from './behaviour/select-incidents';
import { activateCard, checkActivateCard } from './behaviour/activations';
import { checkSpecialReportCommand, runSpecialReport } from './behaviour/special-report';
import { discardBeforeEnding, guessBeforeEnding } from './behaviour/end-turn-premiere';
import { endTurnWithWindow } from './behaviour/turn-ending-windows';
import { checkCloakShip, cloakShip, SHIP_RULES } from './behaviour/ship-equipment';
import { checkSpecialDownload, specialDownload } from './behaviour/downloads';
import { afterReport, arrangeCards, checkArrangeCards } from './behaviour/windows-draws';
import { checkMakeChoice, makeChoice } from './behaviour/choices';
import { checkDeclineForcedBattle, declineForcedBattle } from './behaviour/forced-battles';
import { checkChooseTactic, checkDrawTactic, chooseTactic, drawTactic } from './behaviour/battle-tactics';
import { checkExposeInfiltrator, checkInfiltrate, exposeInfiltrator, infiltrate } from './behaviour/infiltration';
import { checkCommandeer, commandeer } from './behaviour/commandeering';
import { checkNullifyWithPresent, nullifyWithPresent } from './behaviour/nullify-with-present';
import { checkFileMissionReport, fileMissionReport } from './behaviour/mission-reports';
import { callTime, checkCallTime, checkConcede, concede } from './winning';

export interface CommandHandler<K extends CommandType> {
  /** The command's own rules; the preconditions every command shares are in `check` (decide.ts). */
  check(state: GameState, command: CommandOf<K>): Problem | null;
  /** Carries out a checked command by emitting its facts; `decide` settles the game end afterwards. */
  run(ctx: Ctx, command: CommandOf<K>): void;
}

export type CommandTable = { readonly [K in CommandType]: CommandHandler<K> };

export const COMMANDS: CommandTable = {
  // 1E rulebook › THE SEED PHASES
  CreateGame: { check: checkCreate, run: createGame },
  SeedDoorway: { check: checkSeedDoorway, run: seedDoorway },
  FinishSeeding: { check: checkFinishSeeding, run: finishSeeding },
  PlaceMission: { check: checkPlaceMission, run: placeMission },
  SeedUnderMission: { check: checkSeedUnderMission, run: seedUnderMission },
  PassSeeding: { check: checkPass, run: pass },
  SeedFacility: { check: checkSeedFacility, run: seedFacility },
  SeedOnTable: { check: checkSeedOnTable, run: seedOnTable },
  // 1E rulebook › THE PLAY PHASE: card play, then orders (any order forfeits the card play)
  // Issue 15 (premiere-windows): a report is a card play the opponent may respond to (behaviour/windows-draws.ts).
  ReportForDuty: {
    check: checkReport,
    run: (ctx, command) => {
      report(ctx, command);
      afterReport(ctx, command);
    },
  },
  NullifyBySkill: { check: checkNullifyBySkill, run: nullifyBySkill },
  PlayCard: { check: checkPlayCard, run: playCard },
  BeginOrders: { check: checkBeginOrders, run: (ctx, command) => beginOrders(ctx, command.actor) },
  Beam: { check: checkBeam, run: beam },
  Walk: { check: checkWalk, run: walk },
  // Issue 15 (sites): 1E DS9 expansion rules › COMMANDEERING A FACILITY (behaviour/sites.ts).
  Commandeer: { check: checkCommandeer, run: commandeer },
  // Issue 15 (site text): a card in play nullified by the skills present where it lies.
  NullifyWithPresent: { check: checkNullifyWithPresent, run: nullifyWithPresent },
  FileMissionReport: { check: checkFileMissionReport, run: fileMissionReport },
  Dock: { check: checkDock, run: dock },
  Undock: { check: checkUndock, run: undock },
  Fly: { check: checkFly, run: fly },
  Land: { check: checkLand, run: land },
  TakeOff: { check: checkTakeOff, run: takeOff },
  EndTurn: {
    check: checkEndTurn,
    // 1E rulebook › END OF TURN; the game end is settled before the next turn begins (WINNING THE
    // GAME), and a called time ends the game at the end of the last turn (Organized Play time limit).
    run: (ctx, command) => {
      discardBeforeEnding(ctx, command);
      guessBeforeEnding(ctx, command);
      // Issue 15 (helper windows): the end-of-turn response window first, when someone answers every window (behaviour/turn-ending-windows.ts).
      endTurnWithWindow(ctx, command.actor, command.decline);
    },
  },
  // DESIGN.md › manual effects
  DeclareManualEffect: { check: checkDeclareManual, run: declareManual },
  RespondToManualEffect: { check: checkRespondManual, run: respondManual },
  // 1E rulebook › WINNING THE GAME (concession, time limit)
  Concede: { check: checkConcede, run: concede },
  CallTime: { check: checkCallTime, run: (ctx) => callTime(ctx) },
  // 1E rulebook › ATTEMPT A MISSION: an attempt or a cure is an order
  AttemptMission: {
    check: checkAttempt,
    run: (ctx, command) => {
      beginOrders(ctx, command.actor);
      beginAttempt(ctx, command);
    },
  },
  ChooseForDilemma: { check: checkChoose, run: choose },
  CureDilemma: {
    check: checkCure,
    run: (ctx, command) => {
      beginOrders(ctx, command.actor);
      cure(ctx, command);
    },
  },
  // DESIGN.md › Judges; 1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE?
  CallJudge: { check: checkCallJudge, run: callJudge },
  TakeJudgeCall: { check: checkTakeCall, run: takeCall },
  PauseGame: { check: checkPause, run: pause },
  ResumeGame: { check: checkResume, run: (ctx) => resume(ctx) },
  MakeRuling: { check: checkRuling, run: makeRuling },
  SealGame: { check: checkSeal, run: seal },
  // Issue 15: response windows (1E rulebook › THE PLAY PHASE › Alternating Actions)
  PassResponse: { check: checkPassResponse, run: (ctx) => passResponse(ctx) },
  // Issue 15, third pass: a card in play whose owner selects one of its options once each turn.
  UseCard: { check: checkUseCard, run: useCard },
  // Issue 15 (activations): an ability of a card in play ("once each turn / once per game, you may …").
  ActivateCard: { check: checkActivateCard, run: activateCard },
  // Issue 15 (personnel): special reporting a personnel permits (1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING)
  SpecialReport: { check: checkSpecialReportCommand, run: runSpecialReport },
  SetAutoPass: { check: checkSetAutoPass, run: setAutoPass },
  // Issue 15: battle is an order (1E rulebook › BATTLE; battle/battle.ts)
  InitiatePersonnelBattle: { check: checkInitiatePersonnelBattle, run: initiatePersonnelBattle },
  InitiateShipBattle: { check: checkInitiateShipBattle, run: initiateShipBattle },
  ReturnFire: { check: checkReturnFire, run: returnFire },
  // Issue 15 (helper tactics): 1E rulebook › BATTLE › SHIP BATTLE › 4. Tactics (behaviour/battle-tactics.ts).
  // Issue 15 (helper tactics2): each Tactic drawn on its own, seen before the next draw.
  DrawTactic: { check: checkDrawTactic, run: drawTactic },
  ChooseTactic: { check: checkChooseTactic, run: chooseTactic },
  // Issue 15: ship special equipment (1E rulebook › CLOAK): cloaking is an order
  CloakShip: {
    check: (state, command) => checkOwnTurn(state, command.actor, SHIP_RULES.cloak) ?? checkCloakShip(state, command),
    run: (ctx, command) => {
      beginOrders(ctx, command.actor);
      cloakShip(ctx, command);
    },
  },
  // Issue 15: 1E rulebook › SPECIAL DOWNLOAD (suspends play: on your turn or in your response window)
  SpecialDownload: { check: checkSpecialDownload, run: specialDownload },
  // Issue 15 (premiere-windows): 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (Thought Maker's new order)
  ArrangeCards: { check: checkArrangeCards, run: arrangeCards },
  // Issue 15 (choices): 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (a choice among the cards looked at)
  MakeChoice: { check: checkMakeChoice, run: makeChoice },
  // Issue 15 (helper forced): 1E current rulings › actions – required (behaviour/forced-battles.ts)
  DeclineForcedBattle: { check: (state, command) => checkDeclineForcedBattle(state, command, (candidate) => (candidate.type === 'InitiateShipBattle' ? checkInitiateShipBattle(state, candidate) : checkInitiatePersonnelBattle(state, candidate)) === null), run: declineForcedBattle },
  // Issue 15 (infiltration): 1E rulebook › INFILTRATE; EXPOSURE (behaviour/infiltration.ts)
  Infiltrate: { check: checkInfiltrate, run: infiltrate },
  ExposeInfiltrator: { check: checkExposeInfiltrator, run: exposeInfiltrator },
  // Issue 15: towing is an order (behaviour/towing.ts)
  Tow: {
    check: checkTow,
    run: (ctx, command) => {
      beginOrders(ctx, command.actor);
      tow(ctx, command);
    },
  },
};

/** The table's entry for a command type, or undefined for a type the engine does not know. */
export function handlerOf(type: string): CommandHandler<CommandType> | undefined {
  return Object.hasOwn(COMMANDS, type) ? (COMMANDS[type as CommandType] as CommandHandler<CommandType>) : undefined;
}
