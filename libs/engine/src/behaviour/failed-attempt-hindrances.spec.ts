/**
 * Issue 15 (helper objectives): a card placed on a mission the opponent just failed to solve
 * (behaviour/failed-attempt-hindrances.ts: `placedOnFailedAttempt`, `leave-mission-scoring-if-unsolved`).
 * 200_026 Hinder Progress — on p2's table; p1's Away Team fails at Avert Disaster (L1); with a p2 personnel there (or a
 *   p2 dissident sharing an affiliation with p1's personnel there) it goes atop L1; at the end of the turn it is
 *   discarded and p2 scores 5 bonus points if nobody solved L1.
 *   1E rulebook › ATTEMPT A MISSION › MISSION FAILURE; END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * 176_027 Disguise Encroachment (partial) — `scoresWhenOpponentSolvesNear` (behaviour/near-solves.ts).
 * given (a scene on p1's turn) / when (AttemptMission that fails, then EndTurn) / then (where the objective lies, points).
 */
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
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
