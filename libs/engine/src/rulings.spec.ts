/**
 * Rulings (DESIGN.md › Judges; 1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE?): every remedy —
 * none, a corrective effect, a disputed manual effect resolved, a penalty, and rewinds across a
 * shuffle and across a completed mission — given (a log) / when (a command) / then (the exact facts).
 */
import { sha256Hex } from '@captains-log/hashing';
import { rewoundFlags } from './history';
import { conservationViolations, determinismViolations, scoreViolations } from './invariants';
import { rngFromSeed } from './prng';
import { RULES } from './rules';
import { snapshotOf } from './rulings';
import { JudgeLog } from './testing/judge-log';
import { scene } from './testing/attempt-scene';
import { deckFromText, setupToPlay, starterTexts, when } from './testing/scenario';
import type { Command, GameEvent, GameState, PlayerId, Remedy } from './types';
import { redactEvent } from './view';
import { Z } from './zones';

const texts = starterTexts();
const BASE = setupToPlay([deckFromText('F', texts.federation), deckFromText('K', texts.klingon)]);
const first = BASE.state.startingPlayer!;
const second: PlayerId = first === 'p1' ? 'p2' : 'p1';
const FRESH = 'fresh-seed-from-the-service-0001';

const ruling = (
  remedy: Remedy,
  extra: Partial<Extract<Command, { type: 'MakeRuling' }>> = {},
): Command => ({
  type: 'MakeRuling',
  actor: 'director',
  judge: 'td-alice',
  decision: 'as the log shows',
  rule: RULES.quickFixes,
  remedy,
  ...extra,
});

function violation(state: GameState, command: Command) {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  expect(outcome.unchanged).toBe(true);
  return { code: outcome.violation.code, rule: outcome.violation.rule };
}

function invariantsHold(log: JudgeLog) {
  expect(conservationViolations(log.state)).toEqual([]);
  expect(scoreViolations(log.state, log.events)).toEqual([]);
  expect(determinismViolations(log.state, log.events)).toEqual([]);
}

/** A manual effect of `first` (a shuffle of their own draw deck), accepted or disputed. */
function shuffleEffect(log: JudgeLog, accept: boolean) {
  const source = log.state.zones[Z.hand(first)]![0]!;
  log.run({
    type: 'DeclareManualEffect',
    actor: first,
    source,
    description: 'shuffle my draw deck',
    primitives: [{ kind: 'shuffle', player: first }],
  });
  return log.run({
    type: 'RespondToManualEffect',
    actor: second,
    accept,
    ...(accept ? {} : { reason: 'that card does not say so' }),
  });
}

describe('rulings (1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE?)', () => {
  it('remedy none: the decision in words and the rule, the call ruled', () => {
    const log = new JudgeLog(BASE.events);
    log.run({ type: 'CallJudge', actor: second, text: 'is this legal?' });
    expect(
      log.run(
        ruling(
          { kind: 'none' },
          { call: 'call-1', decision: 'legal: play on', rule: RULES.normalCardPlay },
        ),
      ),
    ).toEqual([
      {
        type: 'RulingMade',
        id: 'ruling-1',
        call: 'call-1',
        judge: 'td-alice',
        decision: 'legal: play on',
        ruleApplied: RULES.normalCardPlay,
        remedy: { kind: 'none' },
        rule: RULES.breakingRules,
      },
    ]);
    expect(log.state.judge.calls['call-1']).toMatchObject({
      state: 'ruled',
      takenBy: 'td-alice',
      rulings: ['ruling-1'],
    });
  });

  it('a player cannot rule; a ruling needs a decision and a rule reference', () => {
    expect(
      violation(BASE.state, { ...ruling({ kind: 'none' }), actor: first } as unknown as Command),
    ).toEqual({ code: 'NOT_A_DIRECTOR', rule: RULES.breakingRules });
    expect(violation(BASE.state, ruling({ kind: 'none' }, { decision: '' }))).toEqual({
      code: 'INVALID_DECISION',
      rule: RULES.breakingRules,
    });
    expect(violation(BASE.state, ruling({ kind: 'none' }, { rule: '' }))).toEqual({
      code: 'NO_RULE_REFERENCE',
      rule: RULES.breakingRules,
    });
    expect(violation(BASE.state, ruling({ kind: 'none' }, { call: 'call-7' }))).toEqual({
      code: 'NO_SUCH_CALL',
      rule: RULES.judgeCall,
    });
  });

  it('remedy correct: primitives applied at once, each fact flagged with the ruling (not as a manual effect)', () => {
    const log = new JudgeLog(BASE.events);
    const card = log.state.zones[Z.hand(first)]![0]!;
    expect(
      log.run(
        ruling({
          kind: 'correct',
          primitives: [
            { kind: 'move', card, to: 'discard' },
            { kind: 'score', player: second, points: 5, bonus: false },
          ],
        }),
      ),
    ).toEqual([
      expect.objectContaining({
        type: 'RulingMade',
        id: 'ruling-1',
        remedy: {
          kind: 'correct',
          primitives: [
            { kind: 'move', card, to: 'discard' },
            { kind: 'score', player: second, points: 5, bonus: false },
          ],
        },
      }),
      {
        type: 'CardMoved',
        card,
        from: Z.hand(first),
        to: Z.discard(first),
        faceUp: true,
        reason: 'ruling',
        rule: RULES.leavingPlay,
        ruling: 'ruling-1',
      },
      {
        type: 'PointsScored',
        player: second,
        points: 5,
        bonus: false,
        source: 'ruling-1',
        rule: RULES.manualEffects,
        ruling: 'ruling-1',
      },
    ]);
    expect(log.state.score[second]).toEqual({ points: 5, bonus: 0 });
    invariantsHold(log);
  });

  it('remedy correct: stop/unstop and a dilemma placed back under a mission; an invalid primitive is refused', () => {
    const built = scene({
      missions: ['Excavation'],
      seeds: ['Impassable Door'],
      awayTeam: [{ skills: 'Archaeology' }],
    });
    const log = new JudgeLog(built.events);
    const attempt = log.run({ type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const door = built.ids.seeds[0]!;
    expect(attempt.some((e) => e.type === 'DilemmaEncountered')).toBe(true);
    const person = built.ids.awayTeam[0]!;
    const events = log.run(
      ruling({
        kind: 'correct',
        primitives: [
          { kind: 'place-under', card: door, location: 'L1', position: 'top' },
          { kind: 'unstop', card: person },
        ],
      }),
    );
    expect(events.slice(1)).toEqual([
      {
        type: 'CardMoved',
        card: door,
        from: log.stateAt(log.head - events.length).cards[door]!.zone,
        to: Z.under('L1'),
        index: 0,
        faceUp: false,
        reason: 'ruling',
        rule: RULES.leavingPlay,
        ruling: 'ruling-1',
      },
      {
        type: 'StoppedCardsRestored',
        cards: [person],
        rule: RULES.manualEffects,
        ruling: 'ruling-1',
      },
    ]);
    expect(log.state.zones[Z.under('L1')]![0]).toBe(door);
    expect(log.state.cards[person]!.stopped).toBe(false);
    expect(
      violation(
        log.state,
        ruling({ kind: 'correct', primitives: [{ kind: 'stop', card: 'nope' }] }),
      ),
    ).toEqual({ code: 'INVALID_PRIMITIVE', rule: RULES.quickFixes });
    invariantsHold(log);
  });

  it('remedy resolve-dispute: a disputed manual effect applied (its facts flagged manual and with the ruling) or dropped', () => {
    const applied = new JudgeLog(BASE.events);
    shuffleEffect(applied, false);
    expect(applied.state.disputes).toEqual([
      expect.objectContaining({
        effect: 'm1',
        by: second,
        primitives: [{ kind: 'shuffle', player: first }],
      }),
    ]);
    const events = applied.run(ruling({ kind: 'resolve-dispute', effect: 'm1', apply: true }));
    expect(events.map((e) => [e.type, e.ruling])).toEqual([
      ['RulingMade', undefined],
      ['ManualEffectResolved', 'ruling-1'],
      ['DeckShuffled', 'ruling-1'],
    ]);
    expect(applied.state.disputes).toEqual([]);

    const dropped = new JudgeLog(BASE.events);
    shuffleEffect(dropped, false);
    const deck = dropped.state.zones[Z.draw(first)];
    expect(
      dropped.run(ruling({ kind: 'resolve-dispute', effect: 'm1', apply: false })).slice(1),
    ).toEqual([
      {
        type: 'ManualEffectResolved',
        id: 'm1',
        applied: false,
        rule: RULES.manualEffects,
        ruling: 'ruling-1',
      },
    ]);
    expect(dropped.state.disputes).toEqual([]);
    expect(dropped.state.zones[Z.draw(first)]).toEqual(deck);
    expect(
      violation(dropped.state, ruling({ kind: 'resolve-dispute', effect: 'm1', apply: true })),
    ).toEqual({ code: 'NO_SUCH_DISPUTE', rule: RULES.manualEffects });
  });

  it('remedy penalty: a caution is recorded and play goes on; a game loss ends the game for the opponent (100-0)', () => {
    const log = new JudgeLog(BASE.events);
    expect(
      log
        .run(
          ruling({ kind: 'penalty', player: first, penalty: 'caution' }, { rule: RULES.sanctions }),
        )
        .slice(1),
    ).toEqual([
      {
        type: 'PenaltyAssessed',
        player: first,
        penalty: 'caution',
        rule: RULES.sanctions,
        ruling: 'ruling-1',
      },
    ]);
    expect(log.state.phase).toBe('play');
    const loss = log.run(
      ruling({ kind: 'penalty', player: first, penalty: 'game-loss' }, { rule: RULES.sanctions }),
    );
    expect(loss.slice(1)).toEqual([
      {
        type: 'PenaltyAssessed',
        player: first,
        penalty: 'game-loss',
        rule: RULES.sanctions,
        ruling: 'ruling-2',
      },
      {
        type: 'GameEnded',
        result: {
          winner: second,
          type: 'full-win',
          reason: 'game-loss',
          score: { p1: 0, p2: 0 },
          officialScore: { [second]: 100, [first]: 0 },
        },
        seed: 'test-seed-0123456789abcdef',
        rule: RULES.sanctions,
        ruling: 'ruling-2',
      },
    ]);
    expect(log.state.judge.penalties.map((p) => p.penalty)).toEqual(['caution', 'game-loss']);
    expect(violation(log.state, ruling({ kind: 'none' }))).toEqual({
      code: 'GAME_OVER',
      rule: RULES.winning,
    });
  });
});

describe('rewinds (platform rule › judges: the state at an earlier revision, fresh randomness)', () => {
  it('across a shuffle: the state equals the state at N, the shuffle stays in the log marked rewound, the next shuffle does not repeat it', () => {
    const log = new JudgeLog(BASE.events);
    const N = log.head;
    const shuffled = shuffleEffect(log, true).find((e) => e.type === 'DeckShuffled')!;
    log.run({
      type: 'CallJudge',
      actor: second,
      revision: N + 1,
      text: 'that card cannot shuffle',
    });
    const seen = log.head;
    const events = log.run(ruling({ kind: 'rewind', to: N, seed: FRESH }, { call: 'call-1' }));
    expect(events.map((e) => e.type)).toEqual(['RulingMade', 'GameRewound']);
    expect(events[0]).toMatchObject({ remedy: { kind: 'rewind', to: N }, revealedAfter: [] });
    expect(JSON.stringify(events[0])).not.toContain(FRESH);
    expect(events[1]).toMatchObject({
      type: 'GameRewound',
      to: N,
      seedCommitment: sha256Hex(FRESH),
      secret: { seed: FRESH, rng: rngFromSeed(FRESH) },
      ruling: 'ruling-1',
      rule: RULES.rewind,
    });
    // then: the game's state is the state at N (the judge's ledger and counters move on)
    expect(snapshotOf(log.state)).toEqual(snapshotOf(log.stateAt(N)));
    expect(log.state.judge.rewinds).toEqual([
      { ruling: 'ruling-1', to: N, at: log.head, seedCommitment: sha256Hex(FRESH) },
    ]);
    // the rewound facts stay in the log, marked; the call and the ruling are never rewound
    const flags = rewoundFlags(log.events);
    expect(log.events.slice(N + 1, seen).map((e) => e.type)).toEqual([
      'ManualEffectDeclared',
      'ManualEffectAccepted',
      'DeckShuffled',
      'AwaitingChanged',
    ]);
    expect(flags.slice(N + 1, seen)).toEqual([true, true, true, true]);
    expect(flags[seen]).toBe(false);
    expect(log.events.includes(shuffled)).toBe(true);
    // fresh randomness: the same effect again shuffles differently
    const again = shuffleEffect(log, true).find((e) => e.type === 'DeckShuffled')!;
    expect(
      again.type === 'DeckShuffled' && shuffled.type === 'DeckShuffled' && again.order,
    ).not.toEqual(shuffled.type === 'DeckShuffled' && shuffled.order);
    invariantsHold(log);
    // the end of the game reveals the rewind's seed beside the game's
    expect(log.run({ type: 'Concede', actor: first }).at(-1)).toMatchObject({
      type: 'GameEnded',
      seed: 'test-seed-0123456789abcdef',
      rewindSeeds: [FRESH],
    });
  });

  it('across a completed mission: points and the completion are undone; score = the scoring events in effect', () => {
    const built = scene({
      missions: ['Excavation', 'Study Stellar Collision'],
      awayTeam: [{ skills: 'Archaeology' }],
    });
    const log = new JudgeLog(built.events);
    const N = log.head;
    const solved = log.run({ type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(solved.some((e) => e.type === 'MissionSolved')).toBe(true);
    expect(log.state.score.p1).toEqual({ points: 25, bonus: 0 });
    log.run(
      ruling(
        { kind: 'rewind', to: N, seed: FRESH },
        { decision: 'the Away Team was stopped', rule: RULES.stopped },
      ),
    );
    expect(log.state.completed.p1).toEqual([]);
    expect(log.state.score.p1).toEqual({ points: 0, bonus: 0 });
    expect(snapshotOf(log.state)).toEqual(snapshotOf(log.stateAt(N)));
    // the naive sum over the whole log would count the rewound 25 points
    const naive = log.events
      .filter((e): e is Extract<GameEvent, { type: 'PointsScored' }> => e.type === 'PointsScored')
      .reduce((sum, e) => sum + e.points, 0);
    expect(naive).toBe(25);
    invariantsHold(log);
    // the mission can be attempted again; a ruling's score adjustment counts
    expect(
      log
        .run({ type: 'AttemptMission', actor: 'p1', location: 'L1' })
        .some((e) => e.type === 'MissionSolved'),
    ).toBe(true);
    log.run(
      ruling({
        kind: 'correct',
        primitives: [{ kind: 'score', player: 'p2', points: 10, bonus: false }],
      }),
    );
    expect(log.state.score).toEqual({ p1: { points: 25, bonus: 0 }, p2: { points: 10, bonus: 0 } });
    invariantsHold(log);
  });

  it('refused: to the head or beyond, into a rewound stretch, without the log’s past, without fresh randomness', () => {
    const log = new JudgeLog(BASE.events);
    const N = log.head;
    shuffleEffect(log, true);
    expect(violation(log.state, ruling({ kind: 'rewind', to: log.head, seed: FRESH }))).toEqual({
      code: 'NO_SUCH_REVISION',
      rule: RULES.rewind,
    });
    expect(violation(log.state, ruling({ kind: 'rewind', to: N, seed: 'short' }))).toEqual({
      code: 'NO_FRESH_SEED',
      rule: RULES.rewind,
    });
    expect(violation(log.state, ruling({ kind: 'rewind', to: N, seed: FRESH }))).toEqual({
      code: 'NO_HISTORY',
      rule: RULES.rewind,
    });
    log.run(ruling({ kind: 'rewind', to: N, seed: FRESH }));
    expect(violation(log.state, ruling({ kind: 'rewind', to: N + 1, seed: FRESH }))).toEqual({
      code: 'REVISION_REWOUND',
      rule: RULES.rewind,
    });
  });

  it('players read GameRewound without the restored state (hands, deck orders); the director sees it whole', () => {
    const log = new JudgeLog(BASE.events);
    const N = log.head;
    shuffleEffect(log, true);
    const [, rewound] = log.run(ruling({ kind: 'rewind', to: N, seed: FRESH }));
    const before = log.stateAt(log.head - 1);
    expect(redactEvent(before, rewound!, { player: first })).toEqual({
      type: 'GameRewound',
      to: N,
      seedCommitment: sha256Hex(FRESH),
      ruling: 'ruling-1',
      rule: RULES.rewind,
    });
    expect(redactEvent(before, rewound!, 'director')).toBe(rewound);
  });
});
