/**
 * Dilemmas of later sets scripted in the dilemma steps (issue 15): each with the path where its
 * condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Clarification: Triggered & Targeted
 *   Effects: no valid target, the effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS
 *   ("to get past", "unless"; "Discard dilemma"; "Mission continues"); GETTING HURT.
 * given (a scene: the dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { ofType, runAttempt, scene, ship, type PersonSpec } from '../testing/attempt-scene';

import type { GameEvent } from '../types';
import { Z } from '../zones';

type Where = 'planet' | 'space';
function attempt(where: Where, dilemma: string, team: readonly PersonSpec[]) {
  const built =
    where === 'planet'
      ? scene({ missions: ['Excavation', 'Relief Mission'], seeds: [dilemma], awayTeam: team })
      : scene({ missions: ['Study Stellar Collision'], seeds: [dilemma], ship: ship(), crew: team });
  const run = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ...(where === 'space' ? { ship: built.ids.ship! } : {}) });
  return { built, ...run };
}
const failed = (events: GameEvent[]) => ofType(events, 'MissionAttemptFailed').some((e) => e.reason.startsWith('failed to overcome'));
const killed = (events: GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
const verdicts = (events: GameEvent[]) => ofType(events, 'RequirementChecked').filter((e) => e.purpose !== 'mission').map((e) => e.verdict);

describe('"to get past" dilemmas of later sets: met → overcome; unmet → the attempt fails and the dilemma is reseeded', () => {
  const cases: [id: string, title: string, where: Where, pass: PersonSpec[], fail: PersonSpec[]][] = [
    ['112_029', 'None Shall Pass', 'planet', [{ skills: 'OFFICER Anthropology x2' }], [{ skills: 'OFFICER Anthropology', s: 50 }]],
    ['115_012', 'Navigational Hazards', 'space', [{ skills: 'OFFICER Stellar Cartography Navigation x2' }], [{ skills: 'OFFICER Stellar Cartography Navigation' }]],
    ['117_011', 'Scientific Method', 'planet', [{ skills: 'MEDICAL' }, { skills: 'SCIENCE x3' }], [{ skills: 'MEDICAL' }, { skills: 'SCIENCE x2' }]],
    ['122_007', 'Emergency Conversion', 'space', [{ skills: 'OFFICER Astrophysics x2 Transporter Skill' }], [{ skills: 'OFFICER Astrophysics Transporter Skill' }]],
    ['123_014', 'Implication', 'planet', [{ skills: 'OFFICER Law', c: 31 }], [{ skills: 'OFFICER Law', c: 30 }]],
    ['161_003', "Captain's Holiday", 'planet', [{ skills: 'OFFICER Geology x2' }], [{ skills: 'OFFICER Geology Archaeology' }]],
    ['167_004', 'Difficult Disposal', 'planet', [{ skills: 'ENGINEER' }, { skills: 'MEDICAL x2' }], [{ skills: 'ENGINEER' }, { skills: 'MEDICAL' }]],
    ['167_005', 'Encased in Crystal', 'planet', [{ skills: 'OFFICER Music x2' }], [{ skills: 'SECURITY Geology' }]],
    ['167_007', 'Fly by the Seat of your Pants', 'planet', [{ skills: 'OFFICER Navigation x2' }], [{ skills: 'OFFICER Navigation' }]],
    ['172_007', 'Sabotaged Plasma Conduit', 'space', [{ skills: 'OFFICER Computer Skill Physics x2' }], [{ skills: 'OFFICER Computer Skill Physics' }]],
    ['103_016', 'Hidden Entrance', 'planet', [{ skills: 'ENGINEER', c: 33 }], [{ skills: 'ENGINEER', c: 32 }]],
    ['103_008', 'Alien Labyrinth', 'planet', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }], [{ skills: 'ENGINEER' }, { skills: 'OFFICER' }]],
    ['245_001', 'Close That Door!', 'planet', [{ skills: 'SCIENCE Stellar Cartography' }], [{ skills: 'SCIENCE Astrophysics' }]],
    ['117_007', 'Dangerous Liaisons', 'planet', [{ skills: 'SCIENCE x2' }, { skills: 'SECURITY x2' }], [{ skills: 'SCIENCE x2' }, { skills: 'SECURITY' }]],
  ];
  for (const [id, title, where, pass, fail] of cases) {
    it(`${id} ${title}: met → overcome and removed; unmet → attempt fails, team stopped, reseeded`, () => {
      const ok = attempt(where, id, pass);
      expect(verdicts(ok.events)).toEqual(['met']);
      expect(failed(ok.events)).toBe(false);
      expect(ofType(ok.events, 'DilemmaRemoved').map((e) => e.reason)).toEqual(['overcome']);
      const ko = attempt(where, id, fail);
      expect(verdicts(ko.events)).toEqual(['unmet']);
      expect(failed(ko.events)).toBe(true);
      expect(ofType(ko.events, 'DilemmaReseeded').map((e) => e.card)).toEqual([ko.built.ids.seeds[0]]);
    });
  }
});

describe('named cards and killings by measure', () => {
  it('103_008 Alien Labyrinth: a Tricorder with the Away Team gets it past (a named card counts when present)', () => {
    const built = scene({ missions: ['Excavation', 'Relief Mission'], seeds: ['103_008'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['Tricorder'] });
    const run = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(verdicts(run.events)).toEqual(['met']);
  });
  it('181_003 Climbing the Ranks: the strongest OFFICER without Leadership dies; a stronger leader is spared; then STRENGTH>24 must remain', () => {
    const run = attempt('space', '181_003', [{ skills: 'OFFICER Leadership', s: 12 }, { skills: 'OFFICER', s: 9 }, { skills: 'OFFICER', s: 7 }, { skills: 'ENGINEER', s: 6 }]);
    expect(killed(run.events)).toEqual([run.built.ids.crew[1]]);
    expect(verdicts(run.events)).toEqual(['met']);
    const weak = attempt('space', '181_003', [{ skills: 'OFFICER', s: 9 }, { skills: 'ENGINEER', s: 6 }]);
    expect(killed(weak.events)).toEqual([weak.built.ids.crew[0]]);
    expect(verdicts(weak.events)).toEqual(['unmet']);
    expect(failed(weak.events)).toBe(true);
  });
  it('111_005 Unscientific Method: the most cunning SCIENCE without Greed or Treachery dies; with none such, no one does', () => {
    const run = attempt('planet', '111_005', [{ skills: 'SCIENCE Greed', c: 12 }, { skills: 'SCIENCE', c: 10 }, { skills: 'OFFICER', c: 9 }, { c: 9 }]);
    expect(killed(run.events)).toEqual([run.built.ids.awayTeam[1]]);
    const none = attempt('planet', '111_005', [{ skills: 'SCIENCE Treachery', c: 20 }, { c: 9 }]);
    expect(killed(none.events)).toEqual([]);
    expect(ofType(none.events, 'DilemmaStepResolved')[0]!.effect).toMatch(/no valid target/);
  });
});

describe('"unless" dilemmas of later sets', () => {
  it('178_014 Occupational Hazards: two Greed → nobody dies; otherwise one random member dies and the attempt fails', () => {
    expect(killed(attempt('planet', '178_014', [{ skills: 'OFFICER Greed x2' }, {}]).events)).toEqual([]);
    const ko = attempt('planet', '178_014', [{ skills: 'OFFICER Greed' }, {}]);
    expect(killed(ko.events)).toHaveLength(1);
    expect(failed(ko.events)).toBe(true);
  });
  it('103_013 Empathic Echo: no empath → no valid target, nullified; an empath dies unless SECURITY and MEDICAL', () => {
    const none = attempt('planet', '103_013', [{ skills: 'OFFICER' }]);
    expect(ofType(none.events, 'DilemmaStepResolved')[0]!.effect).toMatch(/no valid target/);
    expect(failed(none.events)).toBe(false);
    const safe = attempt('planet', '103_013', [{ skills: 'OFFICER Empathy' }, { skills: 'SECURITY' }, { skills: 'MEDICAL' }]);
    expect(killed(safe.events)).toEqual([]);
    const ko = attempt('planet', '103_013', [{ skills: 'OFFICER Empathy' }, { skills: 'SECURITY' }]);
    expect(killed(ko.events)).toEqual([ko.built.ids.awayTeam[0]]);
  });
  it('123_001 Aggressive Behavior: two Anthropology → nothing; otherwise the ship is damaged and one crew member dies', () => {
    const ok = attempt('space', '123_001', [{ skills: 'OFFICER Anthropology x2' }, {}]);
    expect([ofType(ok.events, 'ShipDamaged').length, killed(ok.events).length]).toEqual([0, 0]);
    const ko = attempt('space', '123_001', [{ skills: 'OFFICER Anthropology' }, {}]);
    expect([ofType(ko.events, 'ShipDamaged').length, killed(ko.events).length]).toEqual([1, 1]);
  });
  it('123_024 Subspace Fracture: ENGINEER, SCIENCE, Leadership, CUNNING>28 → safe; otherwise everyone dies and the dilemma is discarded', () => {
    const ok = attempt('planet', '123_024', [{ skills: 'ENGINEER', c: 10 }, { skills: 'SCIENCE Leadership', c: 19 }]);
    expect(killed(ok.events)).toEqual([]);
    const ko = attempt('planet', '123_024', [{ skills: 'ENGINEER', c: 10 }, { skills: 'SCIENCE Leadership', c: 18 }]);
    expect(killed(ko.events).sort()).toEqual([...ko.built.ids.awayTeam].sort());
    expect(ofType(ko.events, 'DilemmaRemoved').map((e) => [e.reason, e.to])).toEqual([['failed', Z.out('p2')]]);
  });
  it('124_005 Replicator Accident: ENGINEER, Physics, CUNNING>30 → safe; otherwise ship damaged and the crew killed', () => {
    const ok = attempt('space', '124_005', [{ skills: 'ENGINEER Physics', c: 31 }]);
    expect(ofType(ok.events, 'ShipDamaged')).toEqual([]);
    const ko = attempt('space', '124_005', [{ skills: 'ENGINEER Physics', c: 30 }]);
    expect(ofType(ko.events, 'ShipDamaged')).toHaveLength(1);
    expect(killed(ko.events)).toEqual(ko.built.ids.crew);
  });
  it('126_008 Subspace Shock Wave: one navigator with CUNNING>7 alone saves the ship; split between two does not', () => {
    const ok = attempt('space', '126_008', [{ skills: 'OFFICER Navigation', c: 8 }, {}, {}]);
    expect([ofType(ok.events, 'ShipDamaged').length, killed(ok.events).length]).toEqual([0, 0]);
    const ko = attempt('space', '126_008', [{ skills: 'OFFICER Navigation', c: 5 }, { c: 9 }, {}]);
    expect([ofType(ko.events, 'ShipDamaged').length, killed(ko.events).length]).toEqual([1, 2]);
  });
  it("126_010 V'Ger: two Empathy → the ship survives; otherwise it is destroyed", () => {
    expect(ofType(attempt('space', '126_010', [{ skills: 'OFFICER Empathy x2' }]).events, 'CardLeftPlay').filter((e) => e.how === 'destroyed')).toEqual([]);
    const ko = attempt('space', '126_010', [{ skills: 'OFFICER Empathy' }]);
    expect(ofType(ko.events, 'CardLeftPlay').filter((e) => e.how === 'destroyed').map((e) => e.card)).toContain(ko.built.ids.ship);
  });
  it('152_002 Dangerous Climb: STRENGTH>40 → safe; otherwise one random member dies', () => {
    expect(killed(attempt('planet', '152_002', [{ s: 41 }]).events)).toEqual([]);
    expect(killed(attempt('planet', '152_002', [{ s: 20 }, { s: 20 }]).events)).toHaveLength(1);
  });
  it('123_005 Civil Unrest: two random members; stopped unless one of them has Diplomacy; the mission goes on either way', () => {
    const ok = attempt('planet', '123_005', [{ skills: 'OFFICER Diplomacy' }, { skills: 'OFFICER Diplomacy' }]);
    expect(ofType(ok.events, 'CardStopped')).toEqual([]);
    const ko = attempt('planet', '123_005', [{ skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }]);
    expect(ofType(ko.events, 'CardStopped').slice(0, 2).map((e) => e.card).sort()).toEqual(ofType(ko.events, 'RandomCardsSelected')[0]!.outcome.slice().sort());
    expect(ofType(ko.events, 'DilemmaRemoved').map((e) => e.reason)).toEqual(['effects-resolved']);
    expect(ofType(ko.events, 'RequirementChecked').some((e) => e.purpose === 'mission')).toBe(true);
  });
});
