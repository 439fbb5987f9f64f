/**
 * Judges (DESIGN.md › Judges; 1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE?): calls, pauses,
 * the seal and the difference in words — given (a log) / when (a command) / then (the exact facts,
 * or the violation). Rulings and rewinds: rulings.spec.ts.
 */
import { legalCommands } from './legal';
import { RULES } from './rules';
import { describeDiff } from './diff';
import { evolveAll } from './evolve';
import { JudgeLog } from './testing/judge-log';
import { scene } from './testing/attempt-scene';
import { deckFromText, setupToPlay, starterTexts, when } from './testing/scenario';
import type { Command, GameState, PlayerId } from './types';
import { Z } from './zones';

const texts = starterTexts();
const BASE = setupToPlay([deckFromText('F', texts.federation), deckFromText('K', texts.klingon)]);
const first = BASE.state.startingPlayer!;
const second: PlayerId = first === 'p1' ? 'p2' : 'p1';

function violation(state: GameState, command: Command) {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  expect(outcome.unchanged).toBe(true);
  return { code: outcome.violation.code, rule: outcome.violation.rule };
}

describe('judge calls (platform rule › judges)', () => {
  it('either player calls a judge pointing at a revision, with a short text; the game goes on', () => {
    const log = new JudgeLog(BASE.events);
    expect(
      log.run({
        type: 'CallJudge',
        actor: second,
        revision: 5,
        text: '  the mission was placed wrongly ',
      }),
    ).toEqual([
      {
        type: 'JudgeCalled',
        call: 'call-1',
        by: second,
        revision: 5,
        text: 'the mission was placed wrongly',
        rule: RULES.judgeCall,
      },
    ]);
    expect(log.state.judge.calls['call-1']).toEqual({
      id: 'call-1',
      by: second,
      revision: 5,
      text: 'the mission was placed wrongly',
      at: log.head,
      state: 'open',
      rulings: [],
    });
    expect(log.run({ type: 'BeginOrders', actor: first })).toEqual([
      { type: 'OrdersBegan', player: first, cardPlayForfeited: true, rule: RULES.normalCardPlay },
    ]);
  });

  it('a call is refused without text, at a revision not in the log, or from a non-player', () => {
    expect(violation(BASE.state, { type: 'CallJudge', actor: first, text: ' ' })).toEqual({
      code: 'INVALID_CALL_TEXT',
      rule: RULES.judgeCall,
    });
    expect(
      violation(BASE.state, {
        type: 'CallJudge',
        actor: first,
        revision: BASE.events.length,
        text: 'x',
      }),
    ).toEqual({ code: 'NO_SUCH_REVISION', rule: RULES.judgeCall });
    expect(
      violation(BASE.state, {
        type: 'CallJudge',
        actor: 'director',
        text: 'x',
      } as unknown as Command),
    ).toEqual({ code: 'NOT_A_PLAYER', rule: RULES.judgeCall });
  });

  it('a call may be made while a manual effect waits for its response', () => {
    const log = new JudgeLog(BASE.events);
    log.run({
      type: 'DeclareManualEffect',
      actor: first,
      source: log.state.zones[Z.hand(first)]![0]!,
      description: 'draw',
      primitives: [{ kind: 'draw', player: first, count: 1 }],
    });
    expect(
      log
        .run({ type: 'CallJudge', actor: second, text: 'what card does that?' })
        .map((e) => e.type),
    ).toEqual(['JudgeCalled']);
  });

  it('a judge takes an open call (taken by whom); a taken call cannot be taken again', () => {
    const log = new JudgeLog(BASE.events);
    log.run({ type: 'CallJudge', actor: first, text: 'help' });
    expect(
      log.run({ type: 'TakeJudgeCall', actor: 'director', call: 'call-1', judge: 'td-alice' }),
    ).toEqual([
      { type: 'JudgeCallTaken', call: 'call-1', judge: 'td-alice', rule: RULES.judgeCall },
    ]);
    expect(log.state.judge.calls['call-1']).toMatchObject({ state: 'taken', takenBy: 'td-alice' });
    expect(
      violation(log.state, {
        type: 'TakeJudgeCall',
        actor: 'director',
        call: 'call-1',
        judge: 'td-bob',
      }),
    ).toEqual({ code: 'CALL_NOT_OPEN', rule: RULES.judgeCall });
    expect(
      violation(log.state, {
        type: 'TakeJudgeCall',
        actor: 'director',
        call: 'call-9',
        judge: 'td-bob',
      }),
    ).toEqual({ code: 'NO_SUCH_CALL', rule: RULES.judgeCall });
  });
});

describe('pausing (platform rule › judges: while paused only the director acts)', () => {
  it('the director pauses: players’ commands are refused (a call is still allowed), legalCommands is empty; resume restores play', () => {
    const log = new JudgeLog(BASE.events);
    expect(log.run({ type: 'PauseGame', actor: 'director', reason: 'judge call' })).toEqual([
      { type: 'GamePaused', reason: 'judge call', rule: RULES.pause },
    ]);
    expect(violation(log.state, { type: 'BeginOrders', actor: first })).toEqual({
      code: 'GAME_PAUSED',
      rule: RULES.pause,
    });
    expect(violation(log.state, { type: 'Concede', actor: second })).toEqual({
      code: 'GAME_PAUSED',
      rule: RULES.pause,
    });
    expect(legalCommands(log.state, first)).toEqual([]);
    expect(
      log.run({ type: 'CallJudge', actor: second, text: 'while paused' }).map((e) => e.type),
    ).toEqual(['JudgeCalled']);
    expect(violation(log.state, { type: 'PauseGame', actor: 'director' })).toEqual({
      code: 'ALREADY_PAUSED',
      rule: RULES.pause,
    });
    expect(log.run({ type: 'ResumeGame', actor: 'director' })).toEqual([
      { type: 'GameResumed', rule: RULES.pause },
    ]);
    expect(log.run({ type: 'BeginOrders', actor: first }).map((e) => e.type)).toEqual([
      'OrdersBegan',
    ]);
  });

  it('a player cannot pause or resume', () => {
    expect(
      violation(BASE.state, { type: 'PauseGame', actor: first } as unknown as Command),
    ).toEqual({ code: 'NOT_A_DIRECTOR', rule: RULES.pause });
    expect(violation(BASE.state, { type: 'ResumeGame', actor: 'director' })).toEqual({
      code: 'NOT_PAUSED',
      rule: RULES.pause,
    });
  });
});

describe('the seal (platform rule › integrity)', () => {
  const sealOf = (state: GameState): Command => ({
    type: 'SealGame',
    actor: 'system',
    headRevision: state.eventCount - 1,
    headHash: 'ab'.repeat(32),
    signature: 'sig',
    publicKey: 'key',
  });

  it('a finished game is sealed once; afterwards its log is closed', () => {
    const log = new JudgeLog(BASE.events);
    expect(violation(log.state, sealOf(log.state))).toEqual({
      code: 'NOT_ENDED',
      rule: RULES.sealing,
    });
    log.run({ type: 'Concede', actor: second });
    expect(violation(log.state, { ...sealOf(log.state), headRevision: 3 } as Command)).toEqual({
      code: 'NOT_THE_HEAD',
      rule: RULES.sealing,
    });
    const head = log.head;
    expect(log.run(sealOf(log.state))).toEqual([
      {
        type: 'GameSealed',
        headRevision: head,
        headHash: 'ab'.repeat(32),
        signature: 'sig',
        publicKey: 'key',
        rule: RULES.sealing,
      },
    ]);
    expect(log.state.judge.sealed).toEqual({
      headRevision: head,
      headHash: 'ab'.repeat(32),
      signature: 'sig',
      publicKey: 'key',
    });
    expect(violation(log.state, sealOf(log.state))).toEqual({
      code: 'GAME_SEALED',
      rule: RULES.sealing,
    });
    expect(violation(log.state, { type: 'CallJudge', actor: first, text: 'too late' })).toEqual({
      code: 'GAME_SEALED',
      rule: RULES.sealing,
    });
  });
});

describe("the judge's difference between two revisions, in words", () => {
  it('a card moved from hand to the Away Team at a mission, the score, the turn stage', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'Archaeology' }],
      hand: ['Tricorder'],
    });
    const tricorder = built.ids.hand[0]!;
    const after = evolveAll(
      [
        {
          type: 'CardMoved',
          card: tricorder,
          from: Z.hand('p1'),
          to: Z.surface('L1'),
          faceUp: true,
          reason: 'test',
        },
        { type: 'PointsScored', player: 'p2', points: 5, bonus: false, source: 'test' },
        { type: 'OrdersBegan', player: 'p1', cardPlayForfeited: true },
      ],
      built.state,
    );
    expect(describeDiff(built.state, after)).toEqual([
      "Tricorder moved from Attempting's hand to the Away Team at Excavation",
      "Seeding's score went from 0 (+0 bonus) to 5 (+0 bonus)",
      "Attempting's turn went from the card play to orders",
    ]);
    expect(describeDiff(built.state, built.state)).toEqual([]);
  });

  it("names a location by its mission's title, not by its normalised key (the table's and the replays' wording)", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Tricorder'] });
    const keyed = { ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations.L1!, name: 'excavation site' } } };
    const tricorder = built.ids.hand[0]!;
    const after = evolveAll([{ type: 'CardMoved', card: tricorder, from: Z.hand('p1'), to: Z.surface('L1'), faceUp: true, reason: 'test' }], keyed);
    expect(describeDiff(keyed, after)).toEqual(["Tricorder moved from Attempting's hand to the Away Team at Excavation"]);
  });
});
