/**
 * Re-validation (DESIGN.md › The engine: re-run recorded commands through today's decide): a game
 * recorded under today's rules is consistent (rulings and rewinds replayed as recorded facts); a
 * game recorded under a deliberately changed rule diverges at a named revision.
 */
import { decide } from './decide';
import { legalCommands } from './legal';
import { revalidate, revalidationReport, type Decide } from './revalidate';
import { evolve, initialState } from './evolve';
import { RULES } from './rules';
import { JudgeLog } from './testing/judge-log';
import { deckFromText, starterTexts, TEST_SEED } from './testing/scenario';
import type { Command, PlayerId } from './types';

const texts = starterTexts();
const decks = [deckFromText('F', texts.federation), deckFromText('K', texts.klingon)] as const;

/** A changed rule: under it, beginning orders never forfeits the card play (today's rule: it does). */
const changedRule: Decide = (state, command, past) =>
  decide(state, command, past).map((event) =>
    event.type === 'OrdersBegan' ? { ...event, cardPlayForfeited: false } : event,
  );

/** Records a game through `decider`: the seed phases scripted, then a few turns, a judge call and a rewind ruling. */
function record(decider: Decide): JudgeLog {
  const log = new JudgeLog([], decider);
  log.run({
    type: 'CreateGame',
    actor: 'system',
    gameId: 'g1',
    seed: TEST_SEED,
    players: [decks[0], decks[1]],
  });
  for (let guard = 0; guard < 500 && log.state.phase !== 'play'; guard += 1) {
    const actor = log.state.awaiting[0]!.player;
    const legal = legalCommands(log.state, actor);
    log.run(
      legal.filter((c) => c.type === 'PlaceMission').pop() ??
        legal.find((c) => c.type === 'SeedFacility') ??
        legal.find((c) => c.type === 'FinishSeeding') ??
        legal.find((c) => c.type === 'PassSeeding')!,
    );
  }
  const before = log.head;
  for (let turn = 0; turn < 2; turn += 1) {
    const player = log.state.turn!.player as PlayerId;
    log.run({ type: 'BeginOrders', actor: player });
    log.run({ type: 'EndTurn', actor: player });
  }
  log.run({ type: 'CallJudge', actor: 'p1', revision: before, text: 'rewind please' });
  log.run({
    type: 'MakeRuling',
    actor: 'director',
    judge: 'td',
    decision: 'back to the start of the turn',
    rule: RULES.breakingRules,
    remedy: { kind: 'rewind', to: before, seed: 'fresh-seed-from-the-service-0002' },
  });
  const player = log.state.turn!.player as PlayerId;
  log.run({ type: 'BeginOrders', actor: player } as Command);
  log.run({ type: 'EndTurn', actor: player } as Command);
  return log;
}

describe('re-validation against today’s rules', () => {
  it('a game recorded under today’s rules is consistent; creation and rulings are taken as recorded', () => {
    const log = record(decide);
    const report = revalidationReport(revalidate(log.batches));
    expect(report).toEqual({
      consistent: true,
      checked: log.batches.length - 2,
      asRecorded: 2,
      divergence: null,
    });
  });

  it('a game recorded under a deliberately changed rule: the first divergence names its revision, the recorded and today’s events', () => {
    const log = record(changedRule);
    const report = revalidate(log.batches);
    const batch = log.batches.find((b) => b.command?.type === 'BeginOrders')!;
    expect(report.consistent).toBe(false);
    expect(report.divergence).toEqual({
      revision: batch.revision,
      command: batch.command,
      recorded: batch.events,
      today: [{ ...batch.events[0], cardPlayForfeited: true }, ...batch.events.slice(1)],
    });
    expect(log.events[report.divergence!.revision]).toMatchObject({
      type: 'OrdersBegan',
      cardPlayForfeited: false,
    });
  });

  it('a recorded command today’s rules refuse is a divergence with the violation', () => {
    const log = record(decide);
    const batches = log.batches.map((b) =>
      b.command?.type === 'EndTurn'
        ? {
            ...b,
            command: { ...b.command, actor: b.command.actor === 'p1' ? 'p2' : 'p1' } as Command,
          }
        : b,
    );
    const first = batches.find((b) => b.command?.type === 'EndTurn')!;
    expect(revalidate(batches).divergence).toMatchObject({
      revision: first.revision,
      today: { violation: { code: 'NOT_YOUR_TURN' } },
    });
  });

  it('goes on from where it stopped when the log grows: the same report and state as from the start', () => {
    const log = record(decide);
    const whole = revalidate(log.batches);
    for (const cut of [1, 5, log.batches.length - 3, log.batches.length - 1]) {
      const part = revalidate(log.batches.slice(0, cut));
      expect(part.events).toBe(log.batches[cut]!.revision);
      const resumed = revalidate(log.batches, decide, part);
      expect(revalidationReport(resumed)).toEqual(revalidationReport(whole));
      expect(resumed.events).toBe(log.events.length);
    }
    expect(whole.state).toEqual(log.events.reduce(evolve, initialState()));
  });

  it('a divergence found stays the answer when the log grows', () => {
    const log = record(changedRule);
    const beginOrders = log.batches.findIndex((b) => b.command?.type === 'BeginOrders');
    const part = revalidate(log.batches.slice(0, beginOrders + 2), decide);
    expect(part.divergence?.revision).toBe(log.batches[beginOrders]!.revision);
    const resumed = revalidate(log.batches, decide, part);
    expect(resumed).toBe(part);
    expect(revalidationReport(revalidate(log.batches, decide))).toEqual(revalidationReport(part));
  });
});
