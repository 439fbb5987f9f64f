/**
 * Issue 15 (helper hamm): objectives of the Holodeck Adventures, Mirror Mirror and Nemesis lists.
 * 241_026 Investigate Warp Signature — `attempt-here` (Vulcan affiliation), `alternative-requirements`
 * (`withShipHere`: the Vulcan Lander "OR" term), `missionPointsInstead` (objective-points.ts).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; SOLVING THE MISSION; THE CARDS › OBJECTIVES.
 * given (a scene on p1's turn: Espionage Mission — Earth — with p1's Vulcan Away Team on it, the objective atop
 * it, ships in orbit or landed) / when (AttemptMission) / then (MissionSolved and its points, or the failure).
 */
import { ofType, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

describe('241_026 Investigate Warp Signature (Earth attempted by [Vul] personnel with its own requirements; worth 30, or 40 with the Phoenix in orbit)', () => {
  const vulcans = (cunning: number): PersonSpec[] => [
    { affiliation: 'Vulcan', skills: 'SCIENCE Astrophysics', c: cunning },
    { affiliation: 'Vulcan', skills: 'SCIENCE Anthropology', c: 10 },
  ];
  function setup(opts: { cunning?: number; objective?: boolean; ships?: readonly { title: string; zone: 'space' | 'surface' }[]; team?: readonly PersonSpec[] } = {}) {
    const ships = opts.ships ?? [];
    const built = scene({ missions: ['Espionage Mission'], awayTeam: opts.team ?? vulcans(opts.cunning ?? 25), hand: ['Investigate Warp Signature', ...ships.map((s) => realCard(s.title))] });
    const [objective, ...shipIds] = built.ids.hand as [string, ...string[]];
    const moves: [string, string][] = shipIds.map((iid, index) => [iid, ships[index]!.zone === 'space' ? Z.space('L1') : Z.surface('L1')]);
    if (opts.objective !== false) moves.push([objective, Z.atop('L1')]);
    return moved(built.state, moves);
  }
  const solved = (state: ReturnType<typeof setup>) => ofType(run(state, [attempt]).events, 'MissionSolved');
  const missionPoints = (state: ReturnType<typeof setup>) =>
    ofType(run(state, [attempt]).events, 'PointsScored')
      .filter((event) => !event.bonus)
      .map((event) => event.points);

  it('Astrophysics + Anthropology + CUNNING 35 (>30): the Vulcans solve Earth for 30 points (not its printed 40)', () => {
    expect(solved(setup())).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 30 })]);
    expect(missionPoints(setup())).toEqual([30]);
  });
  it('with the Phoenix in orbit at Earth it is worth 40', () => {
    expect(missionPoints(setup({ ships: [{ title: 'Phoenix', zone: 'space' }] }))).toEqual([40]);
  });
  it('CUNNING 30 (not above 30) and no Vulcan Lander: the attempt fails', () => {
    const state = setup({ cunning: 20 });
    expect(solved(state)).toEqual([]);
    expect(ofType(run(state, [attempt]).events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('CUNNING 30 but p1’s Vulcan Lander at Earth (orbiting, or landed): solved', () => {
    expect(solved(setup({ cunning: 20, ships: [{ title: 'Vulcan Lander', zone: 'space' }] }))).toHaveLength(1);
    expect(solved(setup({ cunning: 20, ships: [{ title: 'Vulcan Lander', zone: 'surface' }] }))).toHaveLength(1);
  });
  it('without the objective atop Earth the Vulcans may not attempt it (no [Vul] icon on the mission)', () => {
    expect(refused(setup({ objective: false }), attempt)).not.toBeNull();
  });
});
