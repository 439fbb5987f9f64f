/**
 * Issue 15 (helper objectives): an objective's own requirements that name a ship of yours at the mission, and
 * "if you have completed a different mission" (behaviour/objective-ship-terms.ts).
 * 117_052 Establish Trade Route — `attempt-here` (any personnel of yours), `alternative-requirements`
 *   `withShipMatching` (a freighter, a transport or a Ferengi ship there).
 * 141_021 File Annual Report — `attempt-here` / `alternative-requirements` `ifSolvedAnother`, `withShipMatching`
 *   (a staffed Starfleet ship in orbit), `missionPointsInstead` 30, `solvedHere` (a universal Starfleet personnel).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE
 *   MISSION; EXECUTING ORDERS › STAFF A SHIP.
 * given (a scene on p1's turn with the objective atop L1) / when (AttemptMission, then the download) / then
 * (MissionSolved and its points, the download, or the failure / refusal).
 */
import { ofType, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { legalCommands } from '../legal';
import { moved, play as run, refused } from '../testing/scenario';
import type { Card } from '@captains-log/cards';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };

describe('117_052 Establish Trade Route (any of your personnel may attempt it with Greed + Acquisition x3 + CUNNING > twice its points while a freighter, transport or Ferengi ship of yours is there)', () => {
  // Investigate Alien Probe: a 40-point [KLI] space mission (printed: Anthropology + Biology + Computer Skill); twice its points is 80.
  const traders = (cunning: number): PersonSpec[] => [
    { affiliation: 'Non-Aligned', skills: 'CIVILIAN Greed Acquisition x2', c: cunning },
    { affiliation: 'Non-Aligned', skills: 'CIVILIAN Acquisition', c: 40 },
  ];
  function setup(opts: { cunning?: number; vessel?: Card; objective?: boolean } = {}) {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: opts.vessel ?? realCard('Rigelian Freighter'), crew: traders(opts.cunning ?? 45), hand: ['Establish Trade Route'] });
    const state = opts.objective === false ? built.state : moved(built.state, [[built.ids.hand[0]!, Z.atop('L1')]]);
    return { state, attempt: { ...attempt, ship: built.ids.ship! } as Command };
  }
  const solved = ({ state, attempt: command }: ReturnType<typeof setup>) => ofType(run(state, [command]).events, 'MissionSolved');

  it('a freighter (its class) with Greed, Acquisition x3 and CUNNING 85 (> 80) aboard: solved, although the crew matches no icon of the mission', () => {
    expect(solved(setup())).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 40 })]);
  });
  it('a Ferengi ship does as well', () => {
    expect(solved(setup({ vessel: ship({ affiliation: 'Ferengi' }) }))).toHaveLength(1);
  });
  it('CUNNING 80 (not above twice the points): the attempt fails', () => {
    const built = setup({ cunning: 40 });
    expect(solved(built)).toEqual([]);
    expect(ofType(run(built.state, [built.attempt]).events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('a Federation ship that is neither a freighter nor a transport: the alternative is not offered and the attempt fails', () => {
    const built = setup({ vessel: ship({ affiliation: 'Federation' }) });
    expect(solved(built)).toEqual([]);
  });
  it('without the objective atop the mission the Non-Aligned crew may not attempt it', () => {
    const built = setup({ objective: false });
    expect(refused(built.state, built.attempt)).not.toBeNull();
  });
});

describe('141_021 File Annual Report (after another mission is solved, Starfleet personnel attempt Earth with OFFICER + INTEGRITY>30 and a staffed Starfleet ship in orbit; 30 points and a universal Starfleet personnel)', () => {
  const officers: PersonSpec[] = [
    { affiliation: 'Starfleet', skills: 'OFFICER', i: 20 },
    { affiliation: 'Starfleet', skills: 'ENGINEER', i: 15 },
  ];
  function setup(opts: { solvedElsewhere?: boolean; shipZone?: 'space' | 'surface' | 'none'; crewed?: boolean; integrity?: number } = {}) {
    const team: PersonSpec[] = opts.integrity === undefined ? officers : [{ ...officers[0]!, i: opts.integrity }, officers[1]!];
    const built = scene({
      missions: ['Espionage Mission', 'Avert Disaster'],
      awayTeam: team,
      hand: ['File Annual Report', realCard('Enterprise'), realCard('Jonathan Archer'), realCard('McDermott')],
    });
    const [objective, nx, pilot, mcDermott] = built.ids.hand as [string, string, string, string];
    const moves: [string, string][] = [[objective, Z.atop('L1')]];
    const zone = opts.shipZone ?? 'space';
    if (zone !== 'none') moves.push([nx, zone === 'space' ? Z.space('L1') : Z.surface('L1')]);
    if (zone !== 'none' && opts.crewed !== false) moves.push([pilot, Z.aboard(nx)]);
    let state: GameState = moved(built.state, moves);
    if (opts.solvedElsewhere !== false) state = { ...state, completed: { ...state.completed, p1: ['L2'] } };
    return { state, objective, mcDermott };
  }
  const events = (state: GameState) => run(state, [attempt]).events;

  it('Avert Disaster solved before, OFFICER + INTEGRITY 35 and the staffed Enterprise in orbit: Earth is solved for 30 points (not its printed 40)', () => {
    const { state } = setup();
    expect(ofType(events(state), 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 30 })]);
  });
  it('solved, a universal Starfleet personnel may be downloaded to Earth', () => {
    const { state, objective, mcDermott } = setup();
    const after = run(state, [attempt]).state;
    const download = legalCommands(after, 'p1').find((command) => command.type === 'SpecialDownload' && command.source === objective);
    expect(download).toBeDefined();
    const done = run(after, [{ ...(download as Command & { card: string }), card: mcDermott } as Command]);
    expect(ofType(done.events, 'CardDownloaded').map((event) => event.card)).toEqual([mcDermott]);
  });
  it('no other mission solved yet: the Starfleet personnel may not attempt Earth at all', () => {
    expect(refused(setup({ solvedElsewhere: false }).state, attempt)).not.toBeNull();
  });
  it('INTEGRITY 30 (not above 30): the attempt fails', () => {
    const { state } = setup({ integrity: 15 });
    expect(ofType(events(state), 'MissionSolved')).toEqual([]);
    expect(ofType(events(state), 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('the ship landed, unstaffed, or absent: the requirements are not met', () => {
    for (const opts of [{ shipZone: 'surface' as const }, { crewed: false }, { shipZone: 'none' as const }]) expect(ofType(events(setup(opts).state), 'MissionSolved')).toEqual([]);
  });
});
