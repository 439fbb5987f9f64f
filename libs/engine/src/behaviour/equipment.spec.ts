/**
 * Equipment in the behaviour model: skills and attributes granted to your personnel present count
 * wherever a requirement is checked (one function, `memberOf` → `applyModifiers`).
 *   1E rulebook › THE CARDS › EQUIPMENT ("Your personnel carry Equipment to add skills, improve
 *   attributes"); ATTEMPT A MISSION › CONDITIONAL EFFECTS (the "unless" condition is checked on
 *   the crew or Away Team present).
 * given (a scene with the equipment beside the team) / when (AttemptMission) / then (facts).
 */
import { memberOf } from '../attempt/requirements';
import { skillLevel } from '@captains-log/cards';
import { ofType, runAttempt, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { evolveAll } from '../evolve';
import { Z } from '../zones';

const planet = (seed: string, awayTeam: readonly PersonSpec[], equipment: readonly string[]) => {
  const built = scene({ missions: ['Excavation', 'Relief Mission'], seeds: [seed], awayTeam, equipment });
  return { built, ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }) };
};
const space = (seed: string, crew: readonly PersonSpec[], equipment: readonly string[]) => {
  const built = scene({ missions: ['Study Stellar Collision'], seeds: [seed], ship: ship(), crew, equipment });
  return { built, ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }) };
};
const killed = (events: ReturnType<typeof planet>['events']) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed');

describe('skill-granting equipment: your personnel of one classification present gain a skill', () => {
  it('101_061 Medical Tricorder: SECURITY + SCIENCE with a Medical Tricorder overcome Archer (SECURITY + MEDICAL); without it someone dies', () => {
    const team = [{ skills: 'SECURITY', i: 9 }, { skills: 'SCIENCE' }];
    const withIt = planet('Archer', team, ['Medical Tricorder']);
    expect(killed(withIt.events)).toEqual([]);
    expect(ofType(withIt.events, 'RequirementChecked')[0]).toMatchObject({ requirement: 'SECURITY + MEDICAL', verdict: 'met' });
    const without = planet('Archer', team, []);
    expect(killed(without.events).map((e) => e.card)).toEqual([without.built.ids.awayTeam[0]]);
  });
  it('101_061 Medical Tricorder: gives nothing to a personnel of another classification', () => {
    const run = planet('Archer', [{ skills: 'SECURITY', i: 9 }, { skills: 'OFFICER' }], ['Medical Tricorder']);
    expect(killed(run.events)).toHaveLength(1);
  });
  it('101_065 Tricorder: an ENGINEER with a Tricorder is SCIENCE, so SCIENCE + Navigation stop the Gravitic Mine; without it the ship is damaged', () => {
    const crew = [{ skills: 'ENGINEER' }, { skills: 'OFFICER Navigation' }];
    const withIt = space('Gravitic Mine', crew, ['Tricorder']);
    expect(ofType(withIt.events, 'ShipDamaged')).toEqual([]);
    const without = space('Gravitic Mine', crew, []);
    expect(ofType(without.events, 'ShipDamaged')).toHaveLength(1);
  });
  it('101_065 Tricorder: a MEDICAL personnel gains nothing from it', () => {
    expect(ofType(space('Gravitic Mine', [{ skills: 'MEDICAL' }, { skills: 'OFFICER Navigation' }], ['Tricorder']).events, 'ShipDamaged')).toHaveLength(1);
  });

  const grants: [string, string, string, string, string][] = [
    ['101_055', 'Engineering Kit', 'OFFICER', 'ENGINEER', 'SCIENCE'],
    ['101_056', 'Engineering PADD', 'SCIENCE', 'ENGINEER', 'OFFICER'],
    ['101_060', 'Medical Kit', 'OFFICER', 'MEDICAL', 'ENGINEER'],
    ['101_061', 'Medical Tricorder', 'SCIENCE', 'MEDICAL', 'OFFICER'],
    ['101_065', 'Tricorder', 'ENGINEER', 'SCIENCE', 'MEDICAL'],
  ];
  for (const [id, title, holder, skill, other] of grants) {
    it(`${id} ${title}: ${holder} present gains ${skill}; ${other} does not; a second copy adds nothing (not cumulative); it counts only where present`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: holder }, { skills: other }], equipment: [title, title] });
      const [holderId, otherId] = built.ids.awayTeam;
      expect(skillLevel(memberOf(built.state, holderId!), skill)).toBe(1 + (holder === skill ? 1 : 0));
      expect(skillLevel(memberOf(built.state, otherId!), skill)).toBe(other === skill ? 1 : 0);
      // The equipment beamed elsewhere: no longer present, no skill.
      const away = evolveAll(
        built.ids.equipment.map((card) => ({ type: 'CardMoved' as const, card, from: Z.surface('L1'), to: Z.hand('p1'), faceUp: false, reason: 'test' })),
        built.state,
      );
      expect(skillLevel(memberOf(away, holderId!), skill)).toBe(0);
    });
  }
});

describe('attribute equipment: each of your personnel present gets +2, every copy counting, for the listed affiliations only', () => {
  const boosts: [string, string, 'CUNNING' | 'STRENGTH', string, string][] = [
    ['101_057', 'Federation PADD', 'CUNNING', 'Federation', 'Klingon'],
    ['101_058', 'Klingon Disruptor', 'STRENGTH', 'Klingon', 'Federation'],
    ['101_059', 'Klingon PADD', 'CUNNING', 'Klingon', 'Romulan'],
    ['101_062', 'Romulan Disruptor', 'STRENGTH', 'Romulan', 'Klingon'],
    ['101_063', 'Romulan PADD', 'CUNNING', 'Romulan', 'Federation'],
    ['101_064', 'Starfleet Type II Phaser', 'STRENGTH', 'Federation', 'Romulan'],
  ];
  for (const [id, title, attribute, user, outsider] of boosts) {
    it(`${id} ${title}: ${user} personnel present get ${attribute} +2 per copy; ${outsider} personnel get nothing`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: user }, { affiliation: outsider }], equipment: [title, title] });
      const key = attribute === 'CUNNING' ? 'cunning' : 'strength';
      expect(memberOf(built.state, built.ids.awayTeam[0]!)[key]).toBe(5 + 4);
      expect(memberOf(built.state, built.ids.awayTeam[1]!)[key]).toBe(5);
    });
  }
  it('101_058 Klingon Disruptor in an attempt: two Klingons of STRENGTH 21 (and a Federation guide of 2) with one Disruptor pass Nausicaans (STRENGTH>44); without it one dies', () => {
    const team = [{ affiliation: 'Federation', s: 2 }, { affiliation: 'Klingon', s: 21 }, { affiliation: 'Klingon', s: 21 }];
    expect(killed(planet('Nausicaans', team, ['Klingon Disruptor']).events)).toEqual([]);
    expect(killed(planet('Nausicaans', team, []).events)).toHaveLength(1);
  });
});
