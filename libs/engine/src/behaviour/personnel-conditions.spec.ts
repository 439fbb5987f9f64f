/**
 * Issue 15, personnel pass: conditional skills (the skill box's "(if …)", "If in [GQ]:", "At [S]:")
 * count only while the table meets their condition — `memberOf`, which every requirement check
 * reads, adds them then (behaviour/personnel-conditions.ts).
 *   1E rulebook › USING SKILLS (skills in the skill box, some under a stated condition);
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT";
 *   1E rulebook › OFFICER AND LEADERSHIP: "LEADER".
 * given (a table built from events) / when (memberOf reads the personnel) / then (its skill
 * levels and attributes) — each condition met and not met.
 */
import { skillLevel, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { cardCoverage } from '../coverage';
import { evolveAll } from '../evolve';
import {
  ofType,
  person,
  realCard,
  runAttempt,
  scene,
  sharedCards,
  ship,
  type PersonSpec,
  type SceneSpec,
} from '../testing/attempt-scene';
import type { GameState } from '../types';
import { Z } from '../zones';
import { parseSkillCondition, undecidedConditions } from './personnel-conditions';

type Entry = string | Card | PersonSpec;
const card = (entry: Entry): Card =>
  typeof entry === 'string'
    ? realCard(entry)
    : 'type' in entry
      ? (entry as Card)
      : person(entry as PersonSpec);
const level = (state: GameState, iid: string, skill: string) =>
  skillLevel(memberOf(state, iid), skill);
const team = (members: readonly Entry[], spec: Partial<SceneSpec> = {}) => {
  const built = scene({ missions: ['Excavation'], ...spec, awayTeam: members.map(card) });
  return { state: built.state, ids: built.ids.awayTeam, built };
};

describe('conditional skills decided from where the personnel is', () => {
  it('167_064 Jadzia Dax (Emissary): Geology, Physics, Archaeology and Exobiology only in the Gamma Quadrant', () => {
    const gamma = team(['167_064'], { quadrant: 'Gamma' });
    expect(
      ['Geology', 'Physics', 'Archaeology', 'Exobiology'].map((s) =>
        level(gamma.state, gamma.ids[0]!, s),
      ),
    ).toEqual([1, 1, 1, 1]);
    const alpha = team(['167_064']);
    expect(
      ['Geology', 'Physics', 'Archaeology', 'Exobiology'].map((s) =>
        level(alpha.state, alpha.ids[0]!, s),
      ),
    ).toEqual([0, 0, 0, 0]);
    // Printed skills stay whatever the quadrant (the parser keeps the skills printed before the label).
    expect(level(alpha.state, alpha.ids[0]!, 'Navigation')).toBe(1);
  });
  it('184_052 Rom (Through the Looking Glass): ENGINEER, SCIENCE and Treachery only in the Mirror Quadrant', () => {
    const mirror = team(['184_052'], { quadrant: 'Mirror' });
    expect(level(mirror.state, mirror.ids[0]!, 'Treachery')).toBe(1);
    const alpha = team(['184_052']);
    expect(level(alpha.state, alpha.ids[0]!, 'Treachery')).toBe(0);
  });
  it('219_040 Borix: Leadership and Law only at a Neutral Zone Region mission', () => {
    const zone = team(['219_040'], { region: 'Neutral Zone Region' });
    expect([
      level(zone.state, zone.ids[0]!, 'Leadership'),
      level(zone.state, zone.ids[0]!, 'Law'),
    ]).toEqual([1, 1]);
    const elsewhere = team(['219_040'], { region: 'Bajor Region' });
    expect([
      level(elsewhere.state, elsewhere.ids[0]!, 'Leadership'),
      level(elsewhere.state, elsewhere.ids[0]!, 'Law'),
    ]).toEqual([0, 0]);
  });
  it('155_060 Geordi La Forge (The Next Generation): space skills at a space mission, planet skills at a planet mission', () => {
    const onPlanet = team(['155_060']);
    expect([
      level(onPlanet.state, onPlanet.ids[0]!, 'Physics'),
      level(onPlanet.state, onPlanet.ids[0]!, 'Astrophysics'),
    ]).toEqual([1, 0]);
    const built = scene({
      missions: ['Study Stellar Collision'],
      ship: ship(),
      crew: [realCard('155_060')],
    });
    const geordi = built.ids.crew[0]!;
    expect([
      level(built.state, geordi, 'Physics'),
      level(built.state, geordi, 'Astrophysics'),
    ]).toEqual([0, 1]);
  });
  it('184_054 Minister Tharn: at a space mission Honor x2 and INTEGRITY +1; at a planet mission neither', () => {
    const printed = realCard('184_054').personnel!.integrity;
    const base = printed.kind === 'number' ? printed.value : 0;
    const built = scene({
      missions: ['Study Stellar Collision'],
      ship: ship(),
      crew: [realCard('184_054')],
    });
    const tharn = built.ids.crew[0]!;
    expect([level(built.state, tharn, 'Honor'), memberOf(built.state, tharn).integrity]).toEqual([
      2,
      base + 1,
    ]);
    const planet = team(['184_054']);
    expect([
      level(planet.state, planet.ids[0]!, 'Honor'),
      memberOf(planet.state, planet.ids[0]!).integrity,
      level(planet.state, planet.ids[0]!, 'Diplomacy'),
    ]).toEqual([0, base, 1]);
  });
  it('245_031 Gates: Astrophysics and Diplomacy at a mission with the Cardassian icon, not at another', () => {
    const cardassian = team(['245_031'], { missions: ['Alter Records'] });
    expect(level(cardassian.state, cardassian.ids[0]!, 'Astrophysics')).toBe(1);
    const other = team(['245_031']);
    expect(level(other.state, other.ids[0]!, 'Astrophysics')).toBe(0);
  });
  it('117_068 Nog: a second ENGINEER aboard his own Defiant-class ship, not aboard another ship', () => {
    const defiant = scene({
      missions: ['Study Stellar Collision'],
      ship: realCard('U.S.S. Defiant'),
      crew: [realCard('117_068')],
    });
    expect(level(defiant.state, defiant.ids.crew[0]!, 'ENGINEER')).toBe(2);
    const other = scene({
      missions: ['Study Stellar Collision'],
      ship: ship(),
      crew: [realCard('117_068')],
    });
    expect(level(other.state, other.ids.crew[0]!, 'ENGINEER')).toBe(1);
  });
  it("192_048 Bu'kaH: a second ENGINEER aboard a Klingon 22nd-century ship, not aboard another", () => {
    const raptor = scene({
      missions: ['Study Stellar Collision'],
      ship: realCard('I.K.S. Raptor'),
      crew: [realCard('192_048')],
    });
    expect(level(raptor.state, raptor.ids.crew[0]!, 'ENGINEER')).toBe(2);
    const other = scene({
      missions: ['Study Stellar Collision'],
      ship: realCard('U.S.S. Defiant'),
      crew: [realCard('192_048')],
    });
    expect(level(other.state, other.ids.crew[0]!, 'ENGINEER')).toBe(1);
  });
});

describe('conditional skills decided from who is present', () => {
  it("192_051 Captain Monak: Diplomacy with Bu'kaH present, not with someone else", () => {
    const withHim = team(['192_051', '192_048']);
    expect(level(withHim.state, withHim.ids[0]!, 'Diplomacy')).toBe(1);
    const without = team(['192_051', { skills: 'ENGINEER' }]);
    expect(level(without.state, without.ids[0]!, 'Diplomacy')).toBe(0);
  });
  it('202_027 Dorian Collins: Transporter Skill with another cadet present, not alone', () => {
    const cadets = team(['202_027', '202_031']);
    expect(level(cadets.state, cadets.ids[0]!, 'Transporter Skill')).toBe(1);
    const alone = team(['202_027', { skills: 'OFFICER' }]);
    expect(level(alone.state, alone.ids[0]!, 'Transporter Skill')).toBe(0);
  });
  it('204_009 Anhaica: Physics with a different Maquis-icon personnel present', () => {
    const maquis = team(['204_009', 'Chakotay']);
    expect(level(maquis.state, maquis.ids[0]!, 'Physics')).toBe(1);
    const none = team(['204_009', { skills: 'OFFICER' }]);
    expect(level(none.state, none.ids[0]!, 'Physics')).toBe(0);
  });
  it('192_072 Jeremiah Hayes: Leadership only when no other leader (OFFICER or Leadership) is present', () => {
    const alone = team(['192_072', { skills: 'ENGINEER' }]);
    expect(level(alone.state, alone.ids[0]!, 'Leadership')).toBe(1);
    const officer = team(['192_072', { skills: 'OFFICER' }]);
    expect(level(officer.state, officer.ids[0]!, 'Leadership')).toBe(0);
  });
  it('234_033 Prisoner Martia: Geology only when no other Geology is present', () => {
    const alone = team(['234_033', { skills: 'SCIENCE' }]);
    expect(level(alone.state, alone.ids[0]!, 'Geology')).toBe(1);
    const geologist = team(['234_033', { skills: 'SCIENCE Geology' }]);
    expect([
      level(geologist.state, geologist.ids[0]!, 'Geology'),
      level(geologist.state, geologist.ids[1]!, 'Geology'),
    ]).toEqual([0, 1]);
  });
  it('223_034 Captain Khod: Biology and MEDICAL when all your personnel present show the Original Series icon', () => {
    const os = team(['223_034', '223_040']);
    expect(level(os.state, os.ids[0]!, 'Biology')).toBe(1);
    const mixed = team(['223_034', { skills: 'OFFICER' }]);
    expect(level(mixed.state, mixed.ids[0]!, 'Biology')).toBe(0);
  });
});

describe('conditional skills decided from what is in play', () => {
  it('167_041 Deputy Quark: SECURITY while Odo is in play (anywhere), not while Odo is in a hand', () => {
    const inPlay = team(['167_041', 'Odo']);
    expect(level(inPlay.state, inPlay.ids[0]!, 'SECURITY')).toBe(1);
    const inHand = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('167_041')],
      hand: ['Odo'],
    });
    expect(level(inHand.state, inHand.ids.awayTeam[0]!, 'SECURITY')).toBe(0);
  });
  it('127_021 Miral Paris: Diplomacy x2 while the Federation/Klingon treaty is on the table, else Diplomacy once', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('127_021')],
      hand: ['Treaty: Federation/Klingon'],
    });
    const miral = built.ids.awayTeam[0]!;
    expect(level(built.state, miral, 'Diplomacy')).toBe(1);
    const treaty = evolveAll(
      [
        {
          type: 'CardMoved',
          card: built.ids.hand[0]!,
          from: Z.hand('p1'),
          to: Z.table('p1'),
          faceUp: true,
          reason: 'test',
        },
      ],
      built.state,
    );
    expect(level(treaty, miral, 'Diplomacy')).toBe(2);
  });
  it('251_020 Axel Melhardt: Diplomacy and MEDICAL while your discard pile is empty, not after a card is discarded', () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('251_020')],
      hand: [{ skills: 'OFFICER' }],
    });
    const axel = built.ids.awayTeam[0]!;
    expect(level(built.state, axel, 'Diplomacy')).toBe(1);
    const discarded = evolveAll(
      [
        {
          type: 'CardMoved',
          card: built.ids.hand[0]!,
          from: Z.hand('p1'),
          to: Z.discard('p1'),
          faceUp: true,
          reason: 'test',
        },
      ],
      built.state,
    );
    expect(level(discarded, axel, 'Diplomacy')).toBe(0);
  });
});

describe('which conditions the table decides (coverage)', () => {
  it('reads the decidable forms and refuses the others', () => {
    expect(parseSkillCondition('If in [GQ]')).toEqual({ kind: 'in-quadrant', quadrant: 'Gamma' });
    expect(parseSkillCondition('At [CAR]')).toEqual({
      kind: 'at-mission-icon',
      affiliation: 'Cardassian',
    });
    expect(parseSkillCondition('if no other leader present')).toEqual({
      kind: 'no-other-present-with',
      skills: ['OFFICER', 'Leadership'],
    });
    for (const text of [
      'Romulan',
      'when [Rom]',
      'if [Vul]',
      'If he time travelled this turn',
      'If you have a captive',
      'while infiltrating',
      'Third',
    ])
      expect(parseSkillCondition(text)).toBeUndefined();
  });
  it('the conditions left manual are exactly these (affiliation modes, time travel, captives, infiltration, dual halves, a one-time choice, X=)', () => {
    const undecided = new Set(
      sharedCards().flatMap((c) => (c.type === 'Personnel' ? undecidedConditions(c) : [])),
    );
    expect([...undecided].sort()).toEqual(
      [
        'Federation',
        'Fourth',
        'If he time travelled this turn',
        'If in [GQ]',
        'If in [MU]',
        'If she time travelled this turn',
        'If you have a captive',
        'May convert to Honor for rest of game',
        'Romulan',
        'Third',
        'if [Vul]',
        'when [Rom]',
        'while infiltrating',
      ].sort(),
    );
  });
  it('a personnel whose every condition is decided (and nothing else is manual) is automated and names this spec; one with an undecided condition stays partial', () => {
    expect(cardCoverage(realCard('167_064'))).toEqual({
      status: 'automated',
      manual: [],
      test: 'libs/engine/src/behaviour/personnel-conditions.spec.ts',
    });
    expect(cardCoverage(realCard('118_006')).manual).toContain('conditional skills');
  });
});

describe('the attempt reads conditional skills and personnel modifiers (given a team / when AttemptMission / then solved or not)', () => {
  const solved = (spec: SceneSpec) => {
    const built = scene(spec);
    const { events } = runAttempt(built.state, {
      type: 'AttemptMission',
      actor: 'p1',
      location: 'L1',
    });
    return ofType(events, 'MissionSolved').length === 1;
  };
  it('167_064 Jadzia Dax (Emissary) meets Relief Mission (Geology OR Physics) in the Gamma Quadrant, not in the Alpha Quadrant', () => {
    const awayTeam = [realCard('167_064'), person({ affiliation: 'Romulan', skills: 'OFFICER' })];
    expect(solved({ missions: ['Relief Mission'], quadrant: 'Gamma', awayTeam })).toBe(true);
    expect(solved({ missions: ['Relief Mission'], awayTeam })).toBe(false);
  });
  it('106_014 Admiral McCoy: his CUNNING +3 to another MEDICAL present carries Excavation (CUNNING>32); with a SCIENCE personnel instead it falls short', () => {
    const mccoy = realCard('106_014');
    const cunning = mccoy.personnel!.cunning.kind === 'number' ? mccoy.personnel!.cunning.value : 0;
    const other = 31 - cunning;
    expect(
      solved({
        missions: ['Excavation'],
        awayTeam: [mccoy, person({ skills: 'MEDICAL', c: other })],
      }),
    ).toBe(true);
    expect(
      solved({
        missions: ['Excavation'],
        awayTeam: [mccoy, person({ skills: 'SCIENCE', c: other })],
      }),
    ).toBe(false);
  });
});
