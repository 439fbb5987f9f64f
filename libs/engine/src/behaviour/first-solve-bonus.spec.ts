/**
 * Issue 15 (helper inca): 188_007 The Warp Five Program — on your Seat of Starfleet: mission specialists you download may
 * go there (mission-specialists.ts, `specialistsMayDownloadHere`); just after your Starfleet personnel reports there you
 * may relocate it aboard your NX-class ship in the Alpha Quadrant (when-cards-played.ts `here`, choice pool `your-ships`,
 * `relocate-target-to-chosen`); 10 bonus points if the first mission you solve is a space mission (first-solve-bonus.ts,
 * `firstSolveBonus`); nullified while you have more than one ship, shuttlepods not counted (played-titles.ts,
 * `nullifiedIf.youHaveShipsMoreThan`).
 *   1E rulebook › DOWNLOADING; REPORTING FOR DUTY; ATTEMPT A MISSION › SOLVING THE MISSION (bonus points); NULLIFIERS.
 * given (p1's Seat of Starfleet at L1 with the incident on it or not, ships and personnel as each case needs) / when
 * (PlayCard, ReportForDuty, MakeChoice, AttemptMission) / then (targets offered, zones, points, the incident discarded).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { specialistSets } from './mission-specialists';

const starfleet = (skills: string, title?: string): Card => person({ affiliation: 'Starfleet', skills, ...(title ? { title } : {}) });
const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const crewAttempt = (ship: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship });

function table(opts: { incident?: boolean; missions?: string[]; hand?: (string | Card | PersonSpec)[]; drawTop?: (string | Card)[]; crew?: (string | Card | PersonSpec)[]; ship?: Card; completed?: string[] } = {}) {
  const built = scene({ missions: opts.missions ?? ['Excavation'], hand: ['188_007', 'Seat of Starfleet', ...(opts.hand ?? [])], drawTop: opts.drawTop ?? [], ...(opts.ship ? { ship: opts.ship, crew: opts.crew ?? [] } : {}) });
  const [incident, seat, ...hand] = built.ids.hand as [string, string, ...string[]];
  let state: GameState = moved(built.state, [[seat, Z.space('L1')], [incident, opts.incident === false ? Z.discard('p1') : Z.on(seat)]]);
  if (opts.completed) state = { ...state, completed: { ...state.completed, p1: opts.completed } };
  return { state, incident, seat, hand, deck: built.ids.deck, ship: built.ids.ship };
}

describe('188_007 The Warp Five Program: where it plays; nullified by a second ship (shuttlepods not counted)', () => {
  it('plays on your Seat of Starfleet only', () => {
    const { state, incident, seat } = table();
    const fresh = moved(state, [[incident, Z.hand('p1')]]);
    const targets = legalCommands(fresh, 'p1').filter((c) => c.type === 'PlayCard' && c.card === incident).map((c) => (c as { target?: string }).target);
    expect(targets).toEqual([seat]);
  });
  it('an NX-class ship and a shuttlepod: it stays; a second NX-class ship in play: it is discarded after the next command', () => {
    const { state, incident, hand } = table({ hand: ['128_017', '192_087', '141_051', { skills: 'OFFICER' }] });
    const [enterprise, pod, columbia, officer] = hand as [string, string, string, string];
    const two = moved(state, [[enterprise, Z.space('L1')], [pod, Z.space('L1')], [officer, Z.discard('p1')]]);
    const kept = run(two, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(kept.state.cards[incident]!.zone).toBe(two.cards[incident]!.zone);
    const three = moved(two, [[columbia, Z.space('L1')]]);
    const after = run(three, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(after.state.cards[incident]!.zone).toBe(Z.discard('p1'));
  });
});

describe('188_007 The Warp Five Program: a Starfleet personnel just reported here may relocate to your NX-class ship in the Alpha Quadrant', () => {
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  it('applies: the report offers your Enterprise; picked, the personnel moves aboard it', () => {
    const { state, seat, hand } = table({ hand: ['128_017', starfleet('OFFICER')] });
    const [enterprise, officer] = hand as [string, string];
    const ready = moved(state, [[enterprise, Z.space('L1')]]);
    const asked = accepted(ready, report(officer, seat));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 0, max: 1, options: [enterprise] }));
    const done = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [enterprise] });
    expect(done.state.cards[officer]!.zone).toBe(Z.aboard(enterprise));
  });
  it('declined, or without the incident: the personnel stays aboard the Seat of Starfleet', () => {
    const withIt = table({ hand: ['128_017', starfleet('OFFICER')] });
    const [enterprise, officer] = withIt.hand as [string, string];
    const asked = accepted(moved(withIt.state, [[enterprise, Z.space('L1')]]), report(officer, withIt.seat));
    const declined = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(declined.state.cards[officer]!.zone).toBe(Z.aboard(withIt.seat));
    const without = table({ incident: false, hand: ['128_017', starfleet('OFFICER')] });
    const [ship2, officer2] = without.hand as [string, string];
    const after = accepted(moved(without.state, [[ship2, Z.space('L1')]]), report(officer2, without.seat));
    expect(after.state.pendingChoice ?? null).toBeNull();
    expect(after.state.cards[officer2]!.zone).toBe(Z.aboard(without.seat));
  });
});

describe('188_007 The Warp Five Program: mission specialists you download may download here', () => {
  const specialist = person({ affiliation: 'Starfleet', skills: 'SCIENCE Biology', title: 'Test Biologist' });
  it('with it, the Seat of Starfleet is a place for the set; without it, no place (no outpost)', () => {
    const withIt = table({ drawTop: [specialist] });
    expect(specialistSets(withIt.state, 'p1')).toEqual([`${withIt.seat}+${withIt.deck[0]}`]);
    const without = table({ incident: false, drawTop: [specialist] });
    expect(specialistSets(without.state, 'p1')).toEqual([]);
  });
});

describe('188_007 The Warp Five Program: 10 bonus points if the first mission you solve is a space mission', () => {
  const fedShip = ship({ affiliation: 'Federation' });
  const crew: PersonSpec[] = [{ affiliation: 'Federation', skills: 'Stellar Cartography' }, { affiliation: 'Federation', skills: 'OFFICER' }];
  const bonus = (events: ReturnType<typeof run>['events'], incident: string) => ofType(events, 'PointsScored').filter((event) => event.source === incident).map((event) => [event.points, event.bonus]);
  it('applies: the first mission solved is Study Stellar Collision (space): 10 bonus points', () => {
    const { state, incident, ship: own } = table({ missions: ['Study Stellar Collision'], ship: fedShip, crew });
    const { events } = run(state, [crewAttempt(own!)]);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(bonus(events, incident)).toEqual([[10, true]]);
  });
  it('does not apply: a mission was solved before, or the first one is a planet mission', () => {
    const later = table({ missions: ['Study Stellar Collision', 'Excavation'], ship: fedShip, crew, completed: ['L2'] });
    const second = run(later.state, [crewAttempt(later.ship!)]);
    expect(ofType(second.events, 'MissionSolved')).toHaveLength(1);
    expect(bonus(second.events, later.incident)).toEqual([]);
    const planet = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'Archaeology' }], hand: ['188_007', 'Seat of Starfleet'] });
    const [incident, seat] = planet.ids.hand as [string, string];
    const ground = run(moved(planet.state, [[seat, Z.space('L1')], [incident, Z.on(seat)]]), [attempt]);
    expect(ofType(ground.events, 'MissionSolved')).toHaveLength(1);
    expect(bonus(ground.events, incident)).toEqual([]);
  });
});
