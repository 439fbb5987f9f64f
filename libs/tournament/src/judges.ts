/**
 * Judges in the tournament (issue 13; DESIGN.md › Judges): accounts added as judges besides the
 * directors, and rulings about a game recorded with the game as their cause — the penalties of a
 * game's rulings (caution, warning, game loss, disqualification: 1E rulebook › WHAT HAPPENS WHEN I
 * BREAK A RULE? › sanctions may be imposed), and, once a game is sealed, rulings that correct its
 * result. A disqualification drops the player.
 */
import { R, disqualificationDrop } from './decide';
import { violation } from './errors';
import type { CommandOf, EventBase, Penalty, TournamentEvent, TournamentState } from './types';

const PENALTIES: readonly Penalty[] = ['caution', 'warning', 'game-loss', 'disqualification'];
const RULINGS = 'tournament rules › judges: penalties and rulings with the game as their cause';

export function addJudge(
  state: TournamentState,
  command: CommandOf<'AddJudge'>,
  base: EventBase,
): TournamentEvent[] {
  if (typeof command.accountId !== 'string' || !command.accountId)
    violation('BAD_JUDGE', 'Name the account to add as a judge', R.roles);
  if (
    state.config!.directors.includes(command.accountId) ||
    (state.judges ?? []).includes(command.accountId)
  )
    violation('ALREADY_JUDGE', `${command.name ?? command.accountId} already judges this tournament`, R.roles);
  return [
    {
      ...base,
      type: 'JudgeAdded',
      accountId: command.accountId,
      ...(command.name ? { name: command.name } : {}),
      rule: R.roles,
    },
  ];
}

/** An added judge no longer judges the tournament's games (the directors always do); the history keeps that they did. */
export function removeJudge(
  state: TournamentState,
  command: CommandOf<'RemoveJudge'>,
  base: EventBase,
): TournamentEvent[] {
  if (!(state.judges ?? []).includes(command.accountId))
    violation(
      'NOT_A_JUDGE',
      state.config!.directors.includes(command.accountId)
        ? 'A director judges every game of the tournament; only an added judge is removed'
        : `${command.accountId} is not an added judge of this tournament`,
      R.roles,
    );
  const name = state.judgeNames?.[command.accountId];
  return [{ ...base, type: 'JudgeRemoved', accountId: command.accountId, ...(name ? { name } : {}), rule: R.roles }];
}

/** A judge call in one of the tournament's games, noted in its history (the call itself lives in the game's log). */
export function noteJudgeCall(
  command: CommandOf<'NoteJudgeCall'>,
  base: EventBase,
): TournamentEvent[] {
  if (!command.gameId || !command.call)
    violation('NO_GAME', 'A judge call names its game and call', RULINGS);
  const { gameId, call, calledBy, text, revision } = command;
  return [
    {
      ...base,
      type: 'JudgeCallNoted',
      gameId,
      call,
      calledBy,
      text,
      revision,
      round: command.round ?? null,
      rule: RULINGS,
    },
  ];
}

export function recordRuling(
  state: TournamentState,
  command: CommandOf<'RecordRuling'>,
  base: EventBase,
): TournamentEvent[] {
  if (!command.gameId) violation('NO_GAME', 'A ruling names the game it is about', RULINGS);
  if (!command.decision?.trim())
    violation('NO_DECISION', 'A ruling says its decision in words', RULINGS);
  const tables = state.rounds.flatMap((r) => r.tables.map((t) => ({ round: r, table: t })));
  const players = command.players;
  const found =
    tables.find(({ table }) => table.gameId === command.gameId) ??
    (players && command.round !== undefined
      ? tables.find(
          ({ round, table }) =>
            round.round === command.round &&
            players.includes(table.a) &&
            players.includes(table.b) &&
            table.a !== table.b,
        )
      : undefined);
  const events: TournamentEvent[] = [
    {
      ...base,
      type: 'RulingRecorded',
      gameId: command.gameId,
      round: found?.round.round ?? null,
      table: found?.table.table ?? null,
      ruling: command.ruling,
      call: command.call ?? null,
      judge: command.judge,
      decision: command.decision.trim(),
      ruleApplied: command.ruleApplied,
      rule: RULINGS,
    },
  ];
  if (command.penalty) {
    const { playerId, penalty } = command.penalty;
    if (!state.players[playerId])
      violation('UNKNOWN_PLAYER', `${playerId} is not registered`, R.registration);
    if (!PENALTIES.includes(penalty))
      violation('UNKNOWN_PENALTY', `A penalty is one of ${PENALTIES.join(', ')}`, RULINGS);
    events.push({
      ...base,
      type: 'PenaltyRecorded',
      playerId,
      penalty,
      gameId: command.gameId,
      ruling: command.ruling,
      round: found?.round.round ?? null,
      rule: RULINGS,
    });
    if (penalty === 'disqualification')
      events.push(
        ...disqualificationDrop(
          state,
          { kind: 'disqualification', loser: playerId, reason: command.decision.trim() },
          base,
          found?.round.round ?? state.rounds.length,
        ),
      );
  }
  if (command.result) {
    if (!found)
      violation(
        'NO_TABLE',
        `Game ${command.gameId} is not a table's game in this tournament`,
        R.corrections,
      );
    const { round, table } = found!;
    if (!table.result)
      violation('NO_RESULT', 'There is no result to correct; record one', R.corrections);
    if (JSON.stringify(table.result) !== JSON.stringify(command.result))
      events.push({
        ...base,
        type: 'ResultCorrected',
        round: round.round,
        table: table.table,
        previous: table.result!,
        result: command.result,
        reason: `ruling: ${command.decision.trim()}`,
        rule: R.corrections,
      });
  }
  return events;
}
