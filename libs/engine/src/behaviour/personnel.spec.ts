/**
 * Issue 15, personnel pass: personnel special skills scripted as modifiers and dilemma nullifiers.
 * Every requirement check reads a personnel through `memberOf`, which folds these modifiers
 * (modifiers-personnel.ts); a personnel that cancels a dilemma where present does so as the team
 * encounters it (nullifiers-events.ts).
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (present: the
 *   same Away Team, crew or facility); 1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE;
 *   1E rulebook › CHARACTERISTICS › Automatic Characteristic: Species (the usual species of an
 *   affiliation); 1E rulebook › ATTEMPT A MISSION › NULLIFIERS.
 * given (a table built from events) / when (memberOf reads a personnel, or AttemptMission) / then
 * (its attributes, or the facts of the encounter).
 */
import { skillLevel, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import {
  ofType,
  person,
  realCard,
  runAttempt,
  scene,
  ship,
  type PersonSpec,
} from '../testing/attempt-scene';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

type Entry = string | Card | PersonSpec;
const card = (entry: Entry): Card =>
  typeof entry === 'string'
    ? realCard(entry)
    : 'type' in entry
      ? (entry as Card)
      : person(entry as PersonSpec);

/** p1's Away Team on the planet L1 (and p2's personnel there too, when given). */
function planet(
  mine: readonly Entry[],
  theirs: readonly Entry[] = [],
): { state: GameState; mine: string[]; theirs: string[] } {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: mine.map(card),
    opponentHand: theirs.map(card),
  });
  const moves: GameEvent[] = built.ids.opponentHand.map((iid) => ({
    type: 'CardMoved',
    card: iid,
    from: Z.hand('p2'),
    to: Z.surface('L1'),
    faceUp: true,
    reason: 'test',
  }));
  return {
    state: evolveAll(moves, built.state),
    mine: built.ids.awayTeam,
    theirs: built.ids.opponentHand,
  };
}
/** p1's Away Team at a mission given by title. */
const team = (members: readonly Entry[], mission: string) => {
  const built = scene({ missions: [mission], awayTeam: members.map(card) });
  return { state: built.state, ids: built.ids.awayTeam };
};
const attrs = (state: GameState, iid: string) => {
  const member = memberOf(state, iid);
  return [member.integrity, member.cunning, member.strength];
};

describe('personnel whose special skill changes the attributes of personnel present', () => {
  const klingon = (skills = 'SECURITY'): PersonSpec => ({ affiliation: 'Klingon', skills });
  const cases: {
    id: string;
    title: string;
    /** The personnel reached, and one not reached (both present with the card). */
    reached: Entry;
    notReached: Entry;
    /** The change to [INTEGRITY, CUNNING, STRENGTH]. */
    delta: [number, number, number];
  }[] = [
    {
      id: '103_112',
      title: "D'Tan",
      reached: { affiliation: 'Romulan', skills: 'OFFICER' },
      notReached: { affiliation: 'Romulan', skills: 'OFFICER Treachery' },
      delta: [1, 0, 0],
    },
    {
      id: '105_061',
      title: 'Kahlest',
      reached: klingon('SECURITY Honor'),
      notReached: klingon('SECURITY'),
      delta: [0, 0, 2],
    },
    {
      id: '105_057',
      title: 'Robin Lefler',
      reached: 'Wesley Crusher',
      notReached: { skills: 'OFFICER' },
      delta: [0, 2, 0],
    },
    {
      id: '106_014',
      title: 'Admiral McCoy',
      reached: { skills: 'MEDICAL' },
      notReached: { skills: 'SCIENCE' },
      delta: [0, 3, 0],
    },
    {
      id: '109_076',
      title: 'Eight of Nineteen',
      reached: { affiliation: 'Borg', skills: 'ENGINEER' },
      notReached: { affiliation: 'Federation', skills: 'ENGINEER' },
      delta: [0, 0, 2],
    },
    {
      id: '112_167',
      title: 'Shakaar Edon',
      reached: { affiliation: 'Bajoran' },
      notReached: { affiliation: 'Cardassian' },
      delta: [0, 0, 2],
    },
    {
      id: '116_079',
      title: 'Kor',
      reached: klingon(),
      notReached: { affiliation: 'Romulan' },
      delta: [0, 0, 2],
    },
    {
      id: '124_114',
      title: 'Riley Frazier',
      reached: { affiliation: 'Borg' },
      notReached: { affiliation: 'Klingon' },
      delta: [0, 2, 0],
    },
    {
      id: '124_063',
      title: 'Six of Twelve',
      reached: { affiliation: 'Borg' },
      notReached: { affiliation: 'Romulan' },
      delta: [0, 1, 1],
    },
    {
      id: '125_094',
      title: 'Durango',
      reached: 'Sheriff Worf',
      notReached: { skills: 'OFFICER' },
      delta: [0, 0, 2],
    },
    {
      id: '172_038',
      title: 'Kasidy Yates (The Maquis)',
      reached: 'Chakotay',
      notReached: { skills: 'OFFICER' },
      delta: [0, 0, 2],
    },
    {
      id: '207_007',
      title: 'Janeway',
      reached: { affiliation: 'Hirogen' },
      notReached: { affiliation: 'Klingon' },
      delta: [0, 0, 1],
    },
    {
      id: '227_042',
      title: 'Grand Nagus Rom',
      reached: { affiliation: 'Ferengi' },
      notReached: { affiliation: 'Bajoran' },
      delta: [2, 0, 0],
    },
    {
      id: '227_045',
      title: 'Worf Son of Mogh (Dogs of War)',
      reached: klingon(),
      notReached: { affiliation: 'Romulan' },
      delta: [1, 0, 0],
    },
  ];
  for (const c of cases) {
    it(`${c.id} ${c.title}: the personnel it names gets ${JSON.stringify(c.delta)} while it is present; another present does not; away from it nobody does`, () => {
      const reached = card(c.reached);
      const notReached = card(c.notReached);
      const without = planet([reached, notReached]);
      const before = [
        attrs(without.state, without.mine[0]!),
        attrs(without.state, without.mine[1]!),
      ];
      const withIt = planet([reached, notReached, c.id]);
      expect(attrs(withIt.state, withIt.mine[0]!)).toEqual(
        before[0]!.map((value, index) => value + c.delta[index]!),
      );
      expect(attrs(withIt.state, withIt.mine[1]!)).toEqual(before[1]);
      // The card in its owner's hand: not in play, nothing changes.
      const inHand = scene({ missions: ['Excavation'], awayTeam: [reached], hand: [c.id] });
      expect(attrs(inHand.state, inHand.ids.awayTeam[0]!)).toEqual(before[0]);
    });
  }

  it('109_076 Eight of Nineteen and 124_063 Six of Twelve: every copy counts (cumulative); Kor (116_079) counts once for two copies', () => {
    const borg = card({ affiliation: 'Borg', s: 5, c: 5 });
    expect(
      attrs(
        planet([borg, '109_076', '109_076']).state,
        planet([borg, '109_076', '109_076']).mine[0]!,
      )[2],
    ).toBe(9);
    const two = planet([borg, '124_063', '124_063']);
    expect(attrs(two.state, two.mine[0]!)).toEqual([5, 7, 7]);
    const klingon = card({ affiliation: 'Klingon', s: 5 });
    const kors = planet([klingon, '116_079', '116_079']);
    expect(attrs(kors.state, kors.mine[0]!)[2]).toBe(7);
  });

  for (const [id, title] of [
    ['115_067', 'Orta'],
    ['125_122', 'Maleth'],
    ['125_074', 'Weiss'],
  ] as const) {
    it(`${id} ${title}: opposing personnel present lose 1 STRENGTH; the owner's own personnel do not`, () => {
      const table = planet([{ s: 6 }, id], [{ s: 6 }]);
      expect(attrs(table.state, table.theirs[0]!)[2]).toBe(5);
      expect(attrs(table.state, table.mine[0]!)[2]).toBe(6);
      const apart = planet([{ s: 6 }], [{ s: 6 }]);
      expect(attrs(apart.state, apart.theirs[0]!)[2]).toBe(6);
    });
  }

  it('the species a modifier names includes mixed races (characteristics "Borg/Human") and not another affiliation', () => {
    const mixed = card({ affiliation: 'Federation', ch: ['Borg/Human'], c: 5 });
    const table = planet([mixed, '124_114']);
    expect(attrs(table.state, table.mine[0]!)[1]).toBe(7);
  });
});

describe('personnel whose own attributes rise while someone is with them', () => {
  const cases: [string, string, string, [number, number, number]][] = [
    ['112_150', 'Jaro Essa', 'Vedek Winn', [0, 3, 0]],
    ['125_094', 'Durango', 'Sheriff Worf', [0, 0, 2]],
    ['103_102', "K'mtar", 'Alexander Rozhenko', [5, 5, 5]],
    ['105_051', "Keiko O'Brien", "Miles O'Brien", [2, 2, 2]],
    ['106_020', "Ja'rod", 'Toral', [5, 5, 5]],
    ['112_219', 'Grilka', 'Quark', [3, 3, 3]],
    ['116_085', 'Quark Son of Keldar', 'Grilka', [3, 3, 3]],
    ['127_022', 'Raymond Boone', 'Benjamin Maxwell', [2, 2, 2]],
    ['155_072', 'Kol (The Next Generation)', 'Dr. Arridor', [2, 2, 2]],
  ];
  for (const [id, title, partner, delta] of cases) {
    it(`${id} ${title}: with ${partner} present its attributes change by ${JSON.stringify(delta)}; with someone else, or ${partner} elsewhere, they are as printed`, () => {
      const printed = realCard(id).personnel!;
      const base = [printed.integrity, printed.cunning, printed.strength].map((value) =>
        value.kind === 'number' ? value.value : 0,
      );
      const together = planet([id, partner]);
      expect(attrs(together.state, together.mine[0]!)).toEqual(
        base.map((value, index) => value + delta[index]!),
      );
      const other = planet([id, { skills: 'OFFICER' }]);
      expect(attrs(other.state, other.mine[0]!)).toEqual(base);
      const apart = scene({ missions: ['Excavation'], awayTeam: [realCard(id)], hand: [partner] });
      expect(attrs(apart.state, apart.ids.awayTeam[0]!)).toEqual(base);
    });
  }
});

describe('199_093 Hiram Roth: Federation personnel anywhere are INTEGRITY +2 while The Whale Probe is in play', () => {
  it('with The Whale Probe placed atop a mission, a Federation personnel elsewhere gains 2 INTEGRITY; a Klingon does not; without the Whale Probe nobody does', () => {
    const built = scene({
      missions: ['Excavation', 'Study Stellar Collision'],
      awayTeam: [
        { affiliation: 'Federation', i: 6 },
        { affiliation: 'Klingon', i: 6 },
      ],
      hand: ['199_093', 'The Whale Probe'],
    });
    const [roth, probe] = built.ids.hand as [string, string];
    const rothInPlay = evolveAll(
      [
        {
          type: 'CardMoved',
          card: roth,
          from: Z.hand('p1'),
          to: Z.surface('L2'),
          faceUp: true,
          reason: 'test',
        },
      ],
      built.state,
    );
    expect(attrs(rothInPlay, built.ids.awayTeam[0]!)[0]).toBe(6);
    const probeInPlay = evolveAll(
      [
        {
          type: 'CardMoved',
          card: probe,
          from: Z.hand('p1'),
          to: Z.atop('L2'),
          faceUp: true,
          reason: 'test',
        },
      ],
      rothInPlay,
    );
    expect(attrs(probeInPlay, built.ids.awayTeam[0]!)[0]).toBe(8);
    expect(attrs(probeInPlay, built.ids.awayTeam[1]!)[0]).toBe(6);
  });
});

describe('personnel who cancel a dilemma where they are present', () => {
  const cases: [string, string, string, 'planet' | 'space'][] = [
    ['105_070', 'Kareen Brianon', "Male's Love Interest", 'planet'],
    ['105_083', 'Zon', 'Nausicaans', 'planet'],
    ['112_168', 'Surmak Ren', 'Aphasia Device', 'space'],
    ['115_083', "Goran'Agar", 'Hippocratic Oath', 'planet'],
    ['115_118', 'Soto', 'Lethean Telepathic Attack', 'planet'],
    ['181_074', "V'mor", 'Strict Dress Code', 'space'],
    ['105_057', 'Robin Lefler', 'Ktarian Game', 'space'],
  ];
  const attempt = (where: 'planet' | 'space', dilemma: string, team: Entry[]) => {
    if (where === 'planet') {
      const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: team.map(card) });
      return {
        built,
        ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }),
      };
    }
    const built = scene({
      missions: ['Study Stellar Collision'],
      seeds: [dilemma],
      ship: ship(),
      crew: team.map(card),
    });
    return {
      built,
      ...runAttempt(built.state, {
        type: 'AttemptMission',
        actor: 'p1',
        location: 'L1',
        ship: built.ids.ship!,
      }),
    };
  };
  for (const [id, title, dilemma, where] of cases) {
    it(`${id} ${title}: ${dilemma} encountered with it present is nullified and leaves play; without it the dilemma goes on`, () => {
      const team: Entry[] = [{ skills: 'OFFICER Leadership Diplomacy', i: 8, c: 8, s: 8 }];
      const withIt = attempt(where, dilemma, [...team, id]);
      const seed = withIt.built.ids.seeds[0]!;
      const by = where === 'planet' ? withIt.built.ids.awayTeam[1] : withIt.built.ids.crew[1];
      expect(ofType(withIt.events, 'PlayNullified')).toEqual([
        { type: 'PlayNullified', card: seed, by, rule: RULES.nullifiers },
      ]);
      expect(ofType(withIt.events, 'DilemmaRemoved')).toEqual([
        expect.objectContaining({ card: seed, reason: 'nullified' }),
      ]);
      const without = attempt(where, dilemma, team);
      expect(ofType(without.events, 'PlayNullified')).toEqual([]);
      expect(
        ofType(without.events, 'DilemmaRemoved').filter((e) => e.reason === 'nullified'),
      ).toEqual([]);
    });
  }
});

describe('personnel who give skills or all attributes to personnel present, or gain skills with someone', () => {
  it('127_028 Artim: your personnel present without Treachery get +1 to every attribute, +2 with Youth; one with Treachery gets nothing; away from him nothing', () => {
    const table = planet([
      { skills: 'OFFICER', i: 5, c: 5, s: 5 },
      { skills: 'OFFICER Youth', i: 5, c: 5, s: 5 },
      { skills: 'OFFICER Treachery', i: 5, c: 5, s: 5 },
      '127_028',
    ]);
    expect(table.mine.slice(0, 3).map((iid) => attrs(table.state, iid))).toEqual([
      [6, 6, 6],
      [7, 7, 7],
      [5, 5, 5],
    ]);
    const apart = planet([{ skills: 'OFFICER', i: 5, c: 5, s: 5 }]);
    expect(attrs(apart.state, apart.mine[0]!)).toEqual([5, 5, 5]);
  });
  for (const [id, title, partner, skills] of [
    ['132_027', 'Rusot (Things Past)', 'Damar', ['Leadership', 'SECURITY']],
    ['219_038', 'Stella Mudd', 'Harcourt Fenton Mudd', ['SECURITY', 'Leadership']],
  ] as const) {
    it(`${id} ${title}: with ${partner} present gains ${skills.join(' and ')}; without, not`, () => {
      const levels = (state: GameState, iid: string) =>
        skills.map((skill) => skillLevel(memberOf(state, iid), skill));
      const alone = planet([id, { skills: 'ENGINEER' }]);
      const base = levels(alone.state, alone.mine[0]!);
      const together = planet([id, partner]);
      expect(levels(together.state, together.mine[0]!)).toEqual(base.map((level) => level + 1));
    });
  }
  it('200_030 Boshar: Klingon MEDICAL and SCIENCE personnel present have one more MEDICAL; a Klingon ENGINEER or a Federation SCIENCE does not', () => {
    const table = planet([
      { affiliation: 'Klingon', skills: 'MEDICAL' },
      { affiliation: 'Klingon', skills: 'SCIENCE' },
      { affiliation: 'Klingon', skills: 'ENGINEER' },
      { affiliation: 'Federation', skills: 'SCIENCE' },
      '200_030',
    ]);
    expect(
      table.mine.slice(0, 4).map((iid) => skillLevel(memberOf(table.state, iid), 'MEDICAL')),
    ).toEqual([2, 1, 0, 0]);
    const apart = planet([{ affiliation: 'Klingon', skills: 'MEDICAL' }]);
    expect(skillLevel(memberOf(apart.state, apart.mine[0]!), 'MEDICAL')).toBe(1);
  });
});

describe('more personnel modifiers: present, at the same location ("here"), anywhere in play', () => {
  /** p1's cards placed by zone: `source` first, then the others; L1 and L2 are planets. */
  const placed = (entries: readonly [Entry, string][]) => {
    const built = scene({
      missions: ['Excavation', 'Relief Mission'],
      ship: ship(),
      hand: entries.map(([entry]) => card(entry)),
    });
    const zones: Record<string, string> = {
      surface1: Z.surface('L1'),
      surface2: Z.surface('L2'),
      ship: Z.aboard(built.ids.ship!),
      hand: Z.hand('p1'),
    };
    const moves: GameEvent[] = built.ids.hand.flatMap((iid, index) =>
      entries[index]![1] === 'hand'
        ? []
        : [
            {
              type: 'CardMoved' as const,
              card: iid,
              from: Z.hand('p1'),
              to: zones[entries[index]![1]]!,
              faceUp: true,
              reason: 'test',
            },
          ],
    );
    return { state: evolveAll(moves, built.state), ids: built.ids.hand };
  };
  const value = (state: GameState, iid: string, what: 'attributes' | string) =>
    what === 'attributes' ? attrs(state, iid) : [skillLevel(memberOf(state, iid), what)];
  const cases: {
    id: string;
    title: string;
    reached: Entry;
    notReached: Entry;
    what: 'attributes' | string;
    delta: number[];
    /** Where the reached personnel stands relative to the card: the same group, or elsewhere at the location. */
    scope: 'present' | 'here' | 'in-play';
  }[] = [
    {
      id: '115_066',
      title: 'Keeve Falor',
      reached: { affiliation: 'Bajoran', skills: 'CIVILIAN' },
      notReached: { affiliation: 'Bajoran', skills: 'OFFICER' },
      what: 'attributes',
      delta: [2, 2, 2],
      scope: 'present',
    },
    {
      id: '116_062',
      title: "Ixtana'Rax",
      reached: '115_076',
      notReached: '116_060',
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '117_106',
      title: 'Calandra',
      reached: { ch: ['DaiMon'] },
      notReached: { ch: ['Male'] },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '125_075',
      title: 'Rulat',
      reached: { affiliation: 'Kazon', skills: 'SECURITY' },
      notReached: { affiliation: 'Kazon', skills: 'OFFICER' },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '128_012',
      title: 'Malcolm Reed',
      reached: { skills: 'SECURITY' },
      notReached: { skills: 'OFFICER' },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '176_042',
      title: 'Colyus',
      reached: '138_045',
      notReached: { affiliation: 'Non-Aligned' },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '209_007',
      title: 'Lela',
      reached: { ch: ['Female'] },
      notReached: { ch: ['Male'] },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'present',
    },
    {
      id: '184_044',
      title: 'Farrell',
      reached: '122_076',
      notReached: '122_064',
      what: 'V.I.P.',
      delta: [1],
      scope: 'present',
    },
    {
      id: '119_097',
      title: 'The Centurion',
      reached: { affiliation: 'Romulan' },
      notReached: { affiliation: 'Klingon' },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'here',
    },
    {
      id: '116_055',
      title: 'Ro Laren (Blaze of Glory)',
      reached: 'Chakotay',
      notReached: { skills: 'OFFICER' },
      what: 'attributes',
      delta: [0, 2, 0],
      scope: 'here',
    },
    {
      id: '124_102',
      title: 'Captain Chakotay',
      reached: '204_009',
      notReached: { skills: 'OFFICER' },
      what: 'attributes',
      delta: [2, 2, 2],
      scope: 'here',
    },
    {
      id: '127_018',
      title: 'Christopher Pike',
      reached: '119_059',
      notReached: { skills: 'OFFICER' },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'here',
    },
    {
      id: '192_071',
      title: 'Hideaki Chang',
      reached: { ch: ['MACO'] },
      notReached: { ch: ['Male'] },
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'here',
    },
    {
      id: '219_033',
      title: 'Dr. Brown',
      reached: 'Dr. Roger Korby',
      notReached: { skills: 'OFFICER' },
      what: 'SCIENCE',
      delta: [1],
      scope: 'here',
    },
    {
      id: '122_104',
      title: 'Mr. Sisko',
      reached: '122_064',
      notReached: '122_066',
      what: 'attributes',
      delta: [1, 1, 1],
      scope: 'in-play',
    },
    {
      id: '125_121',
      title: 'Praetor Neral',
      reached: '105_086',
      notReached: { affiliation: 'Romulan', skills: 'OFFICER' },
      what: 'SECURITY',
      delta: [1],
      scope: 'in-play',
    },
  ];
  for (const c of cases) {
    it(`${c.id} ${c.title}: the personnel it names ${c.scope === 'present' ? 'present' : c.scope === 'here' ? 'at its location' : 'anywhere'} gets ${c.what} ${JSON.stringify(c.delta)}; another does not; ${c.scope === 'in-play' ? 'nothing while it is in hand' : 'nothing from another location'}`, () => {
      const at = c.scope === 'present' ? 'surface1' : c.scope === 'here' ? 'ship' : 'surface2';
      const base = placed([
        [c.reached, at],
        [c.notReached, at],
      ]);
      const before = [
        value(base.state, base.ids[0]!, c.what),
        value(base.state, base.ids[1]!, c.what),
      ];
      const withIt = placed([
        [c.reached, at],
        [c.notReached, at],
        [c.id, 'surface1'],
      ]);
      expect(value(withIt.state, withIt.ids[0]!, c.what)).toEqual(
        before[0]!.map((v, i) => v + c.delta[i]!),
      );
      expect(value(withIt.state, withIt.ids[1]!, c.what)).toEqual(before[1]);
      const away = placed([
        [c.reached, at === 'surface2' ? 'surface1' : 'surface2'],
        [c.notReached, 'surface2'],
        [c.id, c.scope === 'in-play' ? 'hand' : 'surface1'],
      ]);
      expect(value(away.state, away.ids[0]!, c.what)).toEqual(before[0]);
    });
  }

  for (const [id, title, partner] of [
    ['105_067', 'Ira Graves', 'Kareen Brianon'],
    ['112_187', 'Gilora Rejal', "Miles O'Brien"],
  ] as const) {
    it(`${id} ${title}: changed while ${partner} is in play anywhere; as printed while ${partner} is in hand`, () => {
      const inPlay = placed([
        [id, 'surface1'],
        [partner, 'surface2'],
      ]);
      const inHand = placed([
        [id, 'surface1'],
        [partner, 'hand'],
      ]);
      const member = (state: GameState) => memberOf(state, inPlay.ids[0]!);
      if (id === '105_067') {
        expect(
          ['Treachery', 'Biology'].map(
            (s) => skillLevel(member(inPlay.state), s) - skillLevel(member(inHand.state), s),
          ),
        ).toEqual([1, 1]);
      } else
        expect(
          attrs(inPlay.state, inPlay.ids[0]!).map(
            (v, i) => v - attrs(inHand.state, inHand.ids[0]!)[i]!,
          ),
        ).toEqual([2, 2, 2]);
    });
  }

  for (const [id, title, partner, delta] of [
    ['155_079', 'Captain Worf', "K'Ehleyr", 2],
    ['192_055', 'Gonik', 'Captain Korok', 1],
    ['219_031', 'Andrea', 'Dr. Roger Korby', 1],
    ['223_058', 'Roberta Lincoln', 'Gary Seven', 2],
  ] as const) {
    it(`${id} ${title}: with ${partner} present both have every attribute +${delta}; apart, neither`, () => {
      const apart = placed([
        [id, 'surface1'],
        [partner, 'surface2'],
      ]);
      const together = placed([
        [id, 'surface1'],
        [partner, 'surface1'],
      ]);
      for (const index of [0, 1])
        expect(
          attrs(together.state, together.ids[index]!).map(
            (v, i) => v - attrs(apart.state, apart.ids[index]!)[i]!,
          ),
        ).toEqual([delta, delta, delta]);
    });
  }
  it('223_056 Joaquin: with any Khan present he has Archaeology, Diplomacy and Astrophysics; with someone else not', () => {
    const skills = (state: GameState, iid: string) =>
      ['Archaeology', 'Diplomacy', 'Astrophysics'].map((s) => skillLevel(memberOf(state, iid), s));
    const khan = placed([
      ['223_056', 'surface1'],
      ['Khan Noonien Singh', 'surface1'],
    ]);
    const other = placed([
      ['223_056', 'surface1'],
      [{ skills: 'OFFICER' }, 'surface1'],
    ]);
    expect(
      skills(khan.state, khan.ids[0]!).map((v, i) => v - skills(other.state, other.ids[0]!)[i]!),
    ).toEqual([1, 1, 1]);
  });
});

describe('personnel whose variable attributes ("7+X", "9-X") the table decides', () => {
  const printedAttrs = (id: string) => {
    const p = realCard(id).personnel!;
    return [p.integrity, p.cunning, p.strength].map((v) =>
      v.kind === 'variable'
        ? { base: v.base, sign: v.sign }
        : { base: v.kind === 'number' ? v.value : 0, sign: 0 },
    );
  };
  const withX = (id: string, x: number) => printedAttrs(id).map((v) => v.base + v.sign * x);

  it("116_097 Tamarith: X = 2 with another Romulan underground member present (D'Tan), 0 with someone else", () => {
    const together = planet(['116_097', '103_112']);
    expect(attrs(together.state, together.mine[0]!)).toEqual(
      withX('116_097', 2).map((v, i) => v + (i === 0 ? 1 : 0)),
    ); // D'Tan: Romulans without Treachery INTEGRITY +1
    const other = planet(['116_097', { skills: 'OFFICER' }]);
    expect(attrs(other.state, other.mine[0]!)).toEqual(withX('116_097', 0));
  });
  it('202_035 Nog (Metamorphosis): X = the other cadets present, at most 4 (INTEGRITY 8-X, CUNNING 6+X)', () => {
    const cadet = { ch: ['Cadet'] };
    const two = planet(['202_035', cadet, cadet]);
    expect(attrs(two.state, two.mine[0]!)).toEqual(withX('202_035', 2));
    const six = planet(['202_035', cadet, cadet, cadet, cadet, cadet, cadet]);
    expect(attrs(six.state, six.mine[0]!)).toEqual(withX('202_035', 4));
    const none = planet(['202_035', { skills: 'OFFICER' }]);
    expect(attrs(none.state, none.mine[0]!)).toEqual(withX('202_035', 0));
  });
  it("227_034 Draz: X = his owner's other Breen present; an opponent's Breen does not count", () => {
    const breen = { affiliation: 'Dominion', ch: ['Breen'] };
    const mine = planet(['227_034', breen, breen]);
    expect(attrs(mine.state, mine.mine[0]!)).toEqual(withX('227_034', 2));
    const theirs = planet(['227_034'], [breen]);
    expect(attrs(theirs.state, theirs.mine[0]!)).toEqual(withX('227_034', 0));
  });
  it("138_042 Carol Marcus (Life From Lifelessness): X = cards in the opponent's hand, at most 5", () => {
    const two = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('138_042')],
      opponentHand: [{}, {}],
    });
    expect(attrs(two.state, two.ids.awayTeam[0]!)).toEqual(withX('138_042', 2));
    const seven = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('138_042')],
      opponentHand: [{}, {}, {}, {}, {}, {}, {}],
    });
    expect(attrs(seven.state, seven.ids.awayTeam[0]!)).toEqual(withX('138_042', 5));
    const none = scene({ missions: ['Excavation'], awayTeam: [realCard('138_042')] });
    expect(attrs(none.state, none.ids.awayTeam[0]!)).toEqual(withX('138_042', 0));
  });
  it('155_061 Kosinski: X = 4 while his team faces a dilemma at his location, 0 otherwise', () => {
    const built = scene({
      missions: ['Excavation', 'Relief Mission'],
      seeds: ['Archer'],
      awayTeam: [realCard('155_061')],
    });
    const kosinski = built.ids.awayTeam[0]!;
    expect(attrs(built.state, kosinski)).toEqual(withX('155_061', 0));
    const facing = (location: string): GameState => ({
      ...built.state,
      attempt: {
        player: 'p1',
        location,
        ship: null,
        planet: true,
        dilemma: built.ids.seeds[0]!,
        team: 'away-team',
        step: 0,
        failed: false,
        choice: null,
        picked: [],
      },
    });
    expect(attrs(facing('L1'), kosinski)).toEqual(withX('155_061', 4));
    expect(attrs(facing('L2'), kosinski)).toEqual(withX('155_061', 0));
  });
});

describe('a last group of personnel modifiers', () => {
  for (const [id, title, partner, delta] of [
    ['119_072', 'Mr. Spock', 'Captain Kirk', 2],
    ['223_039', 'Mara', 'Captain Kang', 2],
  ] as const) {
    it(`${id} ${title}: with ${partner} present both have every attribute +${delta}; with someone else, as printed`, () => {
      const together = planet([id, partner]);
      const apart = planet([id, { skills: 'OFFICER' }]);
      const alone = planet([partner, { skills: 'OFFICER' }]);
      expect(
        attrs(together.state, together.mine[0]!).map(
          (v, i) => v - attrs(apart.state, apart.mine[0]!)[i]!,
        ),
      ).toEqual([delta, delta, delta]);
      expect(
        attrs(together.state, together.mine[1]!).map(
          (v, i) => v - attrs(alone.state, alone.mine[0]!)[i]!,
        ),
      ).toEqual([delta, delta, delta]);
    });
  }
  it("163_039 Lursa (The Sky's the Limit): Klingons present (either player's) have every attribute +1; a Romulan does not", () => {
    const table = planet(
      [
        { affiliation: 'Klingon', i: 5, c: 5, s: 5 },
        { affiliation: 'Romulan', i: 5, c: 5, s: 5 },
        '163_039',
      ],
      [{ affiliation: 'Klingon', i: 5, c: 5, s: 5 }],
    );
    expect([
      attrs(table.state, table.mine[0]!),
      attrs(table.state, table.mine[1]!),
      attrs(table.state, table.theirs[0]!),
    ]).toEqual([
      [6, 6, 6],
      [5, 5, 5],
      [6, 6, 6],
    ]);
  });
  it('184_043 Ensign Kjolholm: your OFFICERs present with the Original Series and Terok Nor icons gain Leadership; one without the icons does not', () => {
    const table = planet(['122_076', { skills: 'OFFICER' }, '184_043']);
    const base = planet(['122_076', { skills: 'OFFICER' }]);
    const lead = (state: GameState, iid: string) => skillLevel(memberOf(state, iid), 'Leadership');
    expect(lead(table.state, table.mine[0]!) - lead(base.state, base.mine[0]!)).toBe(1);
    expect(lead(table.state, table.mine[1]!)).toBe(0);
  });
  it('117_111 Aluura: other dabo girls and Ferengi waiters at her location have every attribute +2; a Ferengi who is no waiter does not', () => {
    const table = planet([
      { ch: ['Dabo Girl'], i: 5, c: 5, s: 5 },
      { affiliation: 'Ferengi', ch: ['Waiter'], i: 5, c: 5, s: 5 },
      { affiliation: 'Ferengi', i: 5, c: 5, s: 5 },
      '117_111',
    ]);
    expect(table.mine.slice(0, 3).map((iid) => attrs(table.state, iid))).toEqual([
      [7, 7, 7],
      [7, 7, 7],
      [5, 5, 5],
    ]);
  });
  it('161_046 Parem (Engage): every attribute +1 while his team faces a dilemma, as printed otherwise', () => {
    const built = scene({
      missions: ['Excavation'],
      seeds: ['Archer'],
      awayTeam: [realCard('161_046')],
    });
    const parem = built.ids.awayTeam[0]!;
    const facing: GameState = {
      ...built.state,
      attempt: {
        player: 'p1',
        location: 'L1',
        ship: null,
        planet: true,
        dilemma: built.ids.seeds[0]!,
        team: 'away-team',
        step: 0,
        failed: false,
        choice: null,
        picked: [],
      },
    };
    expect(attrs(facing, parem).map((v, i) => v - attrs(built.state, parem)[i]!)).toEqual([
      1, 1, 1,
    ]);
  });
});

describe('personnel modifiers counted per personnel, against opponents, and on universal cards', () => {
  it("251_016 Admiral Nechayev: the opponent's personnel present with Honor get -1 to every attribute; her owner's own Honor personnel and an opponent without Honor do not", () => {
    const table = planet(
      [{ skills: 'OFFICER Honor', i: 5, c: 5, s: 5 }, '251_016'],
      [
        { skills: 'OFFICER Honor', i: 5, c: 5, s: 5 },
        { skills: 'OFFICER', i: 5, c: 5, s: 5 },
      ],
    );
    expect([
      attrs(table.state, table.mine[0]!),
      attrs(table.state, table.theirs[0]!),
      attrs(table.state, table.theirs[1]!),
    ]).toEqual([
      [5, 5, 5],
      [4, 4, 4],
      [5, 5, 5],
    ]);
  });
  it('999_099 Derran Tal: with Harry Kim present both have every attribute +2; apart, as printed', () => {
    const together = planet(['999_099', 'Harry Kim']);
    const apart = planet(['999_099', { skills: 'OFFICER' }]);
    const kim = planet(['Harry Kim', { skills: 'OFFICER' }]);
    expect(
      attrs(together.state, together.mine[0]!).map(
        (v, i) => v - attrs(apart.state, apart.mine[0]!)[i]!,
      ),
    ).toEqual([2, 2, 2]);
    expect(
      attrs(together.state, together.mine[1]!).map(
        (v, i) => v - attrs(kim.state, kim.mine[0]!)[i]!,
      ),
    ).toEqual([2, 2, 2]);
  });
  it('234_021 Pavel Chekov: your universal Federation Staff / Classic Films personnel present gain MEDICAL; a unique one does not', () => {
    const table = planet(['126_052', '119_059', '234_021']);
    const base = planet(['126_052', '119_059']);
    const medical = (state: GameState, iid: string) => skillLevel(memberOf(state, iid), 'MEDICAL');
    expect(medical(table.state, table.mine[0]!) - medical(base.state, base.mine[0]!)).toBe(1);
    expect(medical(table.state, table.mine[1]!) - medical(base.state, base.mine[1]!)).toBe(0);
  });
  it('245_033 Worf (Showdown: Four Lights): at a Cardassian-icon mission his other personnel present are STRENGTH +2; at another mission not', () => {
    const there = team(['245_033', { s: 5 }], 'Alter Records');
    expect(attrs(there.state, there.ids[1]!)[2]).toBe(7);
    const elsewhere = team(['245_033', { s: 5 }], 'Excavation');
    expect(attrs(elsewhere.state, elsewhere.ids[1]!)[2]).toBe(5);
  });
  it('125_114 Sheriff Worf: STRENGTH +1 for each opposing SECURITY personnel present (two: +2); his own SECURITY do not count', () => {
    const printed = realCard('125_114').personnel!.strength;
    const base = printed.kind === 'number' ? printed.value : 0;
    const two = planet(
      ['125_114', { skills: 'SECURITY' }],
      [{ skills: 'SECURITY' }, { skills: 'SECURITY' }, { skills: 'OFFICER' }],
    );
    expect(attrs(two.state, two.mine[0]!)[2]).toBe(base + 2);
    const none = planet(['125_114', { skills: 'SECURITY' }]);
    expect(attrs(none.state, none.mine[0]!)[2]).toBe(base);
  });
  it('192_080 Phlox (Broken Bow): every attribute +1 for each ANIMAL present', () => {
    const two = planet(['192_080', { skills: 'ANIMAL' }, { skills: 'ANIMAL' }]);
    const none = planet(['192_080', { skills: 'OFFICER' }]);
    expect(
      attrs(two.state, two.mine[0]!).map((v, i) => v - attrs(none.state, none.mine[0]!)[i]!),
    ).toEqual([2, 2, 2]);
  });
});

describe('variable attributes decided from what is in play, the discard pile, and counts including the personnel itself', () => {
  const printedAttrs = (id: string) => {
    const p = realCard(id).personnel!;
    return [p.integrity, p.cunning, p.strength].map((v) =>
      v.kind === 'variable'
        ? { base: v.base, sign: v.sign }
        : { base: v.kind === 'number' ? v.value : 0, sign: 0 },
    );
  };
  const withX = (id: string, x: number) => printedAttrs(id).map((v) => v.base + v.sign * x);
  it("127_014 Colonel Kira: X = 2 while a Romulan personnel is in play (the opponent's too), 0 otherwise", () => {
    const romulan = planet(['127_014'], [{ affiliation: 'Romulan' }]);
    expect(attrs(romulan.state, romulan.mine[0]!)).toEqual(withX('127_014', 2));
    const none = planet(['127_014'], [{ affiliation: 'Klingon' }]);
    expect(attrs(none.state, none.mine[0]!)).toEqual(withX('127_014', 0));
  });
  it('184_051 Quark (Through the Looking Glass): X = 4 while Ishka or a Nagus is in play, 0 otherwise', () => {
    const ishka = planet(['184_051', 'Ishka']);
    expect(attrs(ishka.state, ishka.mine[0]!)).toEqual(withX('184_051', 4));
    const nagus = planet(['184_051'], ['Grand Nagus Zek']);
    expect(attrs(nagus.state, nagus.mine[0]!)).toEqual(withX('184_051', 4));
    const none = planet(['184_051', { skills: 'OFFICER' }]);
    expect(attrs(none.state, none.mine[0]!)).toEqual(withX('184_051', 0));
  });
  it("172_027 Tabor (The Maquis): X = 3 once six personnel lie in his owner's discard pile; five are not enough", () => {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [realCard('172_027')],
      hand: [{}, {}, {}, {}, {}, {}],
    });
    const discard = (n: number) =>
      evolveAll(
        built.ids.hand
          .slice(0, n)
          .map((iid) => ({
            type: 'CardMoved' as const,
            card: iid,
            from: Z.hand('p1'),
            to: Z.discard('p1'),
            faceUp: true,
            reason: 'test',
          })),
        built.state,
      );
    expect(attrs(discard(6), built.ids.awayTeam[0]!)).toEqual(withX('172_027', 3));
    expect(attrs(discard(5), built.ids.awayTeam[0]!)).toEqual(withX('172_027', 0));
  });
  it('132_005 Slar: X = the Mirror Universe-icon personnel present, himself included', () => {
    const two = planet(['132_005', '122_058']);
    expect(attrs(two.state, two.mine[0]!)).toEqual(withX('132_005', 2));
    const alone = planet(['132_005', { skills: 'OFFICER' }]);
    expect(attrs(alone.state, alone.mine[0]!)).toEqual(withX('132_005', 1));
  });
  it('202_026 Admiral Patrick: X = the genetically enhanced personnel present, himself included', () => {
    const three = planet(['202_026', '112_209', '141_035']);
    expect(attrs(three.state, three.mine[0]!)).toEqual(withX('202_026', 3));
    const alone = planet(['202_026', { skills: 'OFFICER' }]);
    expect(attrs(alone.state, alone.mine[0]!)).toEqual(withX('202_026', 1));
  });
});
