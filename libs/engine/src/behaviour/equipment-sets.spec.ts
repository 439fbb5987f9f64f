/**
 * Equipment of later sets that follow the Premiere patterns (issue 15): skills by classification,
 * attributes for the listed affiliations (every copy counting when the card says cumulative), and
 * rifles that cost one Diplomacy away from your own ship.
 *   1E rulebook › THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › THE CUMULATIVE RULE;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 * given (a scene with two copies beside a user and an outsider) / when (memberOf: what every
 * requirement check reads) / then (the exact skills and attributes).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { runAttempt, scene, ship, ofType } from '../testing/attempt-scene';

const GRANTS: [id: string, title: string, holder: string, skill: string, other: string][] = [
  ['112_051', 'Engineering Tricorder', 'MEDICAL', 'ENGINEER', 'SCIENCE'],
  ['112_053', 'Medical PADD', 'ENGINEER', 'MEDICAL', 'OFFICER'],
  ['112_054', 'Science Kit', 'OFFICER', 'SCIENCE', 'ENGINEER'],
  ['112_055', 'Science PADD', 'MEDICAL', 'SCIENCE', 'SECURITY'],
];

describe('skill-granting equipment of later sets', () => {
  for (const [id, title, holder, skill, other] of GRANTS) {
    it(`${id} ${title}: your ${holder} present gains ${skill}, once however many copies; your ${other} does not`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: holder }, { skills: other }], equipment: [id, id] });
      expect(skillLevel(memberOf(built.state, built.ids.awayTeam[0]!), skill)).toBe(1);
      expect(skillLevel(memberOf(built.state, built.ids.awayTeam[1]!), skill)).toBe(0);
    });
  }
});

const BOOSTS: [id: string, title: string, attribute: 'CUNNING' | 'STRENGTH', delta: number, user: string, outsider: string][] = [
  ['112_045', 'Bajoran PADD', 'CUNNING', 2, 'Bajoran', 'Cardassian'],
  ['112_046', 'Bajoran Phaser', 'STRENGTH', 2, 'Non-Aligned', 'Cardassian'],
  ['112_048', 'Cardassian Disruptor', 'STRENGTH', 2, 'Cardassian', 'Bajoran'],
  ['112_050', 'Cardassian PADD', 'CUNNING', 2, 'Cardassian', 'Non-Aligned'],
  ['115_015', 'Dominion PADD', 'CUNNING', 2, 'Dominion', 'Non-Aligned'],
  ["115_017", "Jem'Hadar Disruptor", 'STRENGTH', 2, 'Dominion', 'Federation'],
  ['117_014', 'Ferengi Disruptor', 'STRENGTH', 2, 'Ferengi', 'Klingon'],
  ['117_016', 'Ferengi PADD', 'CUNNING', 2, 'Ferengi', 'Non-Aligned'],
  ['194_072', 'Vulcan Phaser', 'STRENGTH', 2, 'Vulcan', 'Federation'],
  ["116_014", "D'k Tahg", 'STRENGTH', 1, 'Klingon', 'Non-Aligned'],
  ['116_019', 'Starfleet Type I Phaser', 'STRENGTH', 1, 'Federation', 'Non-Aligned'],
  ['124_015', 'Hirogen Talon', 'STRENGTH', 1, 'Hirogen', 'Kazon'],
  ['123_036', 'Kazon Disruptor', 'STRENGTH', 2, 'Kazon', 'Hirogen'],
];

describe('attribute equipment of later sets: for the listed affiliations, every copy counting', () => {
  for (const [id, title, attribute, delta, user, outsider] of BOOSTS) {
    it(`${id} ${title}: ${user} personnel present get ${attribute} +${delta} per copy; ${outsider} personnel get nothing`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: user }, { affiliation: outsider }], equipment: [id, id] });
      const key = attribute === 'CUNNING' ? 'cunning' : 'strength';
      expect(memberOf(built.state, built.ids.awayTeam[0]!)[key]).toBe(5 + 2 * delta);
      expect(memberOf(built.state, built.ids.awayTeam[1]!)[key]).toBe(5);
    });
  }
  for (const [id, title] of [['122_018', 'Mirror Dagger'], ['241_003', 'Reman Dagger']] as const) {
    it(`${id} ${title}: any of your personnel present, whatever the affiliation, get STRENGTH +1 per copy`, () => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Romulan' }], equipment: [id, id] });
      expect(memberOf(built.state, built.ids.awayTeam[0]!).strength).toBe(7);
    });
  }
});

const RIFLES: [id: string, title: string, user: string][] = [
  ['109_024', 'Starfleet Type III Phaser Rifle', 'Federation'],
  ['112_047', 'Bajoran Phaser Rifle', 'Bajoran'],
  ['112_049', 'Cardassian Disruptor Rifle', 'Cardassian'],
  ["115_018", "Jem'Hadar Disruptor Rifle", 'Dominion'],
  ['116_016', 'Klingon Disruptor Rifle', 'Klingon'],
  ['116_018', 'Romulan Disruptor Rifle', 'Romulan'],
  ['117_015', 'Ferengi Disruptor Rifle', 'Ferengi'],
  ['123_037', 'Kazon Disruptor Rifle', 'Kazon'],
];

describe('rifles: STRENGTH +3 per copy, one Diplomacy less unless aboard your own ship', () => {
  for (const [id, title, user] of RIFLES) {
    it(`${id} ${title}: on a planet a ${user} diplomat is STRENGTH +3 and loses one Diplomacy; aboard your ship keeps it`, () => {
      const planet = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: user, skills: 'OFFICER Diplomacy x2' }], equipment: [id] });
      const onPlanet = memberOf(planet.state, planet.ids.awayTeam[0]!);
      expect([onPlanet.strength, skillLevel(onPlanet, 'Diplomacy')]).toEqual([8, 1]);
      const aboard = scene({ missions: ['Study Stellar Collision'], ship: ship(), crew: [{ affiliation: user, skills: 'OFFICER Diplomacy x2' }], equipment: [id] });
      const onShip = memberOf(aboard.state, aboard.ids.crew[0]!);
      expect([onShip.strength, skillLevel(onShip, 'Diplomacy')]).toEqual([8, 2]);
    });
  }
  it('109_024 Starfleet Type III Phaser Rifle in an attempt: the lost Diplomacy fails a Diplomacy x2 test on the planet (Shaka, When the Walls Fell)', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Shaka, When the Walls Fell'], awayTeam: [{ skills: 'OFFICER Diplomacy x2', c: 31 }], equipment: ['109_024'] });
    const { events } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'RequirementChecked')[0]).toMatchObject({ requirement: 'Diplomacy x2 + CUNNING>30', verdict: 'unmet' });
  });
});
