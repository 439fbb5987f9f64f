/**
 * Issue 15 (helper objectives): a card placed on a mission the opponent just failed to solve
 * (behaviour/failed-attempt-hindrances.ts: `placedOnFailedAttempt`, `leave-mission-scoring-if-unsolved`).
 * 200_026 Hinder Progress — on p2's table; p1's Away Team fails at Avert Disaster (L1); with a p2 personnel there (or a
 *   p2 dissident sharing an affiliation with p1's personnel there) it goes atop L1; at the end of the turn it is
 *   discarded and p2 scores 5 bonus points if nobody solved L1.
 *   1E rulebook › ATTEMPT A MISSION › MISSION FAILURE; END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * 176_027 Disguise Encroachment — `scoresWhenOpponentSolvesNear` (behaviour/near-solves.ts); its report as it is played:
 *   `open-immediate-free-play` … `toMissionHere` (behaviour/immediate-free-plays.ts, missions-reports.ts).
 * given (a scene on p1's turn) / when (AttemptMission that fails, then EndTurn) / then (where the objective lies, points).
 */
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import { legalCommands } from '../legal';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const endTurn: Command = { type: 'EndTurn', actor: 'p1' } as Command;

describe('200_026 Hinder Progress (onto the mission the opponent just failed; at the end of the turn, 5 points if still unsolved, then discarded)', () => {
  const weak: PersonSpec = { affiliation: 'Federation', skills: 'ENGINEER', i: 5 };
  function setup(opts: { watcher?: 'here' | 'dissident' | 'none' } = {}) {
    const watcher = opts.watcher ?? 'here';
    const spy: PersonSpec = watcher === 'dissident' ? { affiliation: 'Federation', skills: 'SECURITY', ch: ['Human', 'Dissident'] } : { affiliation: 'Klingon', skills: 'SECURITY' };
    const built = scene({ missions: ['Avert Disaster', 'Explore Black Cluster'], awayTeam: [weak], opponentHand: ['Hinder Progress', spy] });
    const [objective, personnel] = built.ids.opponentHand as [string, string];
    const moves: [string, string][] = [[objective, Z.table('p2')]];
    if (watcher === 'here') moves.push([personnel, Z.surface('L1')]);
    if (watcher === 'dissident') moves.push([personnel, Z.surface('L2')]);
    return { state: moved(built.state, moves), objective };
  }
  const points = (events: ReturnType<typeof run>['events'], objective: string) =>
    ofType(events, 'PointsScored')
      .filter((event) => event.source === objective)
      .map((event) => [event.player, event.points, event.bonus]);

  it('applies: p2 has a personnel at the mission p1 failed — the objective goes atop it; at the end of the turn p2 scores 5 and it is discarded', () => {
    const { state, objective } = setup();
    const failed = run(state, [attempt]);
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(failed.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    const ended = run(failed.state, [endTurn]);
    expect(points(ended.events, objective)).toEqual([['p2', 5, true]]);
    expect(ended.state.cards[objective]!.zone).toBe(Z.discard('p2'));
  });

  it('applies too with a p2 dissident elsewhere sharing the Federation affiliation of p1’s team', () => {
    const { state, objective } = setup({ watcher: 'dissident' });
    expect(run(state, [attempt]).state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });

  it('the mission solved by the end of the turn: discarded without points', () => {
    const { state, objective } = setup();
    const failed = run(state, [attempt]).state;
    const solved: GameState = { ...failed, completed: { ...failed.completed, p1: ['L1'] } };
    const ended = run(solved, [endTurn]);
    expect(points(ended.events, objective)).toEqual([]);
    expect(ended.state.cards[objective]!.zone).toBe(Z.discard('p2'));
  });

  it('does not apply: no p2 personnel there and no dissident — the objective stays on the table, and the turn ends without points', () => {
    const { state, objective } = setup({ watcher: 'none' });
    const failed = run(state, [attempt]);
    expect(failed.state.cards[objective]!.zone).toBe(Z.table('p2'));
    const ended = run(failed.state, [endTurn]);
    expect(points(ended.events, objective)).toEqual([]);
    expect(ended.state.cards[objective]!.zone).toBe(Z.table('p2'));
  });
});

describe('176_027 Disguise Encroachment (your solved mission; the opponent solves one adjacent or in its region: +5 for you, -5 for them, discarded)', () => {
  function setup(opts: { youSolved?: boolean; theySolved?: string } = {}) {
    const built = scene({ missions: ['Avert Disaster', 'Explore Black Cluster', 'Wormhole Negotiations'], hand: ['Disguise Encroachment'] });
    const objective = built.ids.hand[0]!;
    const state = moved(built.state, [[objective, Z.atop('L1')]]);
    const completed = { p1: opts.youSolved === false ? [] : ['L1'], p2: opts.theySolved ? [opts.theySolved] : [] };
    // A command that changes nothing else: the check runs after every command (here p1 ends the turn).
    return { state: { ...state, completed: { ...state.completed, ...completed } } as GameState, objective };
  }
  const scored = (events: ReturnType<typeof run>['events'], objective: string) =>
    ofType(events, 'PointsScored')
      .filter((event) => event.source === objective)
      .map((event) => [event.player, event.points]);

  it('applies: p1 solved L1, p2 solved the adjacent L2 — p1 +5, p2 -5, the objective discarded', () => {
    const { state, objective } = setup({ theySolved: 'L2' });
    const { events, state: after } = run(state, [endTurn]);
    expect(scored(events, objective)).toEqual([
      ['p1', 5],
      ['p2', -5],
    ]);
    expect(after.cards[objective]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: the opponent solved a mission two places away, or p1 has not solved L1 — nothing happens', () => {
    for (const opts of [{ theySolved: 'L3' }, { youSolved: false, theySolved: 'L2' }]) {
      const { state, objective } = setup(opts);
      const { events, state: after } = run(state, [endTurn]);
      expect(scored(events, objective)).toEqual([]);
      expect(after.cards[objective]!.zone).toBe(Z.atop('L1'));
    }
  });
});

describe('176_027 Disguise Encroachment as it is played: a Romulan Treachery personnel may report at once onto that planet, for free, where you have no facility', () => {
  // 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
  const traitor = () => person({ affiliation: 'Romulan', skills: 'Treachery SECURITY' });
  const loyal = () => person({ affiliation: 'Romulan', skills: 'SECURITY' });
  function played(withOutpost = false) {
    const built = scene({ missions: ['Avert Disaster', 'Explore Black Cluster'], hand: ['Disguise Encroachment', traitor(), loyal(), ...(withOutpost ? [realCard('Federation Outpost')] : [])] });
    const [objective, spy, plain, outpost] = built.ids.hand as [string, string, string, string | undefined];
    const state = outpost ? moved(built.state, [[outpost, Z.space('L1')]]) : built.state;
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const mission = after.locations['L1']!.missions[0]!;
    return { after, objective, spy, plain, mission };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('applies: with no facility at L1, the Treachery Romulan is offered and reports onto the planet without the normal card play; the free play is then used', () => {
    const { after, objective, spy, mission } = played();
    expect(after.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(legalCommands(after, 'p1')).toContainEqual(report(spy, mission));
    const done = accepted(after, report(spy, mission));
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: spy, to: Z.surface('L1'), normalCardPlay: false })]);
    expect(done.state.immediateFreePlay).toBeUndefined();
  });
  it('does not apply: a Romulan without Treachery may not report there; with p1’s facility at L1 no report is offered at all', () => {
    const { after, plain, mission } = played();
    expect(refused(after, report(plain, mission))).toBe('NOT_REPORTABLE_HERE');
    const guarded = played(true);
    expect(guarded.after.immediateFreePlay).toBeUndefined();
    expect(refused(guarded.after, report(guarded.spy, guarded.mission))).toBe('NOT_REPORTABLE_HERE');
  });
});
