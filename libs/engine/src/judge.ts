/**
 * Judges (DESIGN.md › Judges): calls, pausing and the seal — facts in the game's log, never edits.
 * Either player calls a judge at any time, optionally pointing at a revision; the game goes on
 * unless the director pauses it, and while it is paused only the director acts (and a player may
 * still call). A finished game is sealed by the service (its head hash signed) and its log closes.
 * Rulings are in rulings.ts. 1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? (the Tournament
 * Director settles fixes and penalties).
 */
import { Ctx, problem, type Problem } from './context';
import { RULES } from './rules';
import type { Command, CommandOf, CommandType, GameState } from './types';

export type JudgeCommandType =
  'CallJudge' | 'TakeJudgeCall' | 'PauseGame' | 'ResumeGame' | 'MakeRuling' | 'SealGame';

/** Commands of the judges' side: they pass the gates that hold the game's own commands (a pending choice or response). */
export const JUDGE_COMMANDS: ReadonlySet<CommandType> = new Set<JudgeCommandType>([
  'CallJudge',
  'TakeJudgeCall',
  'PauseGame',
  'ResumeGame',
  'MakeRuling',
  'SealGame',
]);

export const MAX_CALL_TEXT = 500;

/** Preconditions of the judges' side that come before every other check. */
export function gateForJudges(state: GameState, command: Command): Problem | null {
  if (state.judge.sealed)
    return problem(
      'GAME_SEALED',
      'the game is sealed: its log is closed (rulings now go to the tournament)',
      RULES.sealing,
    );
  if (
    state.judge.paused &&
    command.actor !== 'director' &&
    command.type !== 'CallJudge' &&
    command.type !== 'SealGame'
  )
    return problem(
      'GAME_PAUSED',
      'the director has paused the game: only the director acts until it resumes',
      RULES.pause,
    );
  return null;
}

export function checkCallJudge(state: GameState, command: CommandOf<'CallJudge'>): Problem | null {
  if (command.actor !== 'p1' && command.actor !== 'p2')
    return problem('NOT_A_PLAYER', 'a player of the game calls a judge', RULES.judgeCall);
  if (
    typeof command.text !== 'string' ||
    command.text.trim() === '' ||
    command.text.length > MAX_CALL_TEXT
  )
    return problem(
      'INVALID_CALL_TEXT',
      `say in 1 to ${MAX_CALL_TEXT} characters what the judge should look at`,
      RULES.judgeCall,
    );
  if (
    command.revision !== undefined &&
    (!Number.isInteger(command.revision) ||
      command.revision < 0 ||
      command.revision >= state.eventCount)
  )
    return problem(
      'NO_SUCH_REVISION',
      `revision ${command.revision} is not in this game's log (0 to ${state.eventCount - 1})`,
      RULES.judgeCall,
    );
  return null;
}

export function callJudge(ctx: Ctx, command: CommandOf<'CallJudge'>): void {
  ctx.emit({
    type: 'JudgeCalled',
    call: `call-${Object.keys(ctx.state.judge.calls).length + 1}`,
    by: command.actor,
    revision: command.revision ?? null,
    text: command.text.trim(),
    rule: RULES.judgeCall,
  });
}

function directorOnly(command: Command, rule: string): Problem | null {
  return command.actor === 'director'
    ? null
    : problem(
        'NOT_A_DIRECTOR',
        'only a judge of the game (its tournament’s directors, or an admin) does this',
        rule,
      );
}

export function checkTakeCall(
  state: GameState,
  command: CommandOf<'TakeJudgeCall'>,
): Problem | null {
  const found = directorOnly(command, RULES.judgeCall);
  if (found) return found;
  const call = state.judge.calls[command.call];
  if (!call) return problem('NO_SUCH_CALL', `no judge call ${command.call}`, RULES.judgeCall);
  if (call.state !== 'open')
    return problem(
      'CALL_NOT_OPEN',
      `call ${command.call} is ${call.state}${call.takenBy ? ` by ${call.takenBy}` : ''}`,
      RULES.judgeCall,
    );
  if (typeof command.judge !== 'string' || command.judge === '')
    return problem('NO_JUDGE', 'name the judge taking the call', RULES.judgeCall);
  return null;
}

export function takeCall(ctx: Ctx, command: CommandOf<'TakeJudgeCall'>): void {
  ctx.emit({
    type: 'JudgeCallTaken',
    call: command.call,
    judge: command.judge,
    rule: RULES.judgeCall,
  });
}

export function checkPause(state: GameState, command: CommandOf<'PauseGame'>): Problem | null {
  return (
    directorOnly(command, RULES.pause) ??
    (state.judge.paused
      ? problem('ALREADY_PAUSED', 'the game is already paused', RULES.pause)
      : null)
  );
}

export function pause(ctx: Ctx, command: CommandOf<'PauseGame'>): void {
  ctx.emit({ type: 'GamePaused', reason: command.reason ?? '', rule: RULES.pause });
}

export function checkResume(state: GameState, command: CommandOf<'ResumeGame'>): Problem | null {
  return (
    directorOnly(command, RULES.pause) ??
    (state.judge.paused ? null : problem('NOT_PAUSED', 'the game is not paused', RULES.pause))
  );
}

export function resume(ctx: Ctx): void {
  ctx.emit({ type: 'GameResumed', rule: RULES.pause });
}

/** The service seals a finished game: the head hash of its log (up to GameEnded) signed with the platform key. */
export function checkSeal(state: GameState, command: CommandOf<'SealGame'>): Problem | null {
  if (command.actor !== 'system')
    return problem('NOT_THE_SERVICE', 'only the service seals a game', RULES.sealing);
  if (state.phase !== 'ended')
    return problem('NOT_ENDED', 'a game is sealed when it has ended', RULES.sealing);
  if (command.headRevision !== state.eventCount - 1)
    return problem(
      'NOT_THE_HEAD',
      `the seal signs the head (revision ${state.eventCount - 1})`,
      RULES.sealing,
    );
  for (const field of ['headHash', 'signature', 'publicKey'] as const)
    if (typeof command[field] !== 'string' || command[field] === '')
      return problem('INVALID_SEAL', `the seal needs ${field}`, RULES.sealing);
  return null;
}

export function seal(ctx: Ctx, command: CommandOf<'SealGame'>): void {
  const { headRevision, headHash, signature, publicKey } = command;
  ctx.emit({
    type: 'GameSealed',
    headRevision,
    headHash,
    signature,
    publicKey,
    rule: RULES.sealing,
  });
}
