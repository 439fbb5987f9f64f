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
import { ofType, person, realCard, runAttempt, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

type Entry = string | Card | PersonSpec;
const card = (entry: Entry): Card => (typeof entry === 'string' ? realCard(entry) : 'type' in entry ? (entry as Card) : person(entry as PersonSpec));

/** p1's Away Team on the planet L1 (and p2's personnel there too, when given). */
function planet(mine: readonly Entry[], theirs: readonly Entry[] = []): { state: GameState; mine: string[]; theirs: string[] } {
  const built = scene({ missions: ['Excavation'], awayTeam: mine.map(card), opponentHand: theirs.map(card) });
  const moves: GameEvent[] = built.ids.opponentHand.map((iid) => ({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'test' }));
  return { state: evolveAll(moves, built.state), mine: built.ids.awayTeam, theirs: built.ids.opponentHand };
}
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
    { id: '103_112', title: "D'Tan", reached: { affiliation: 'Romulan', skills: 'OFFICER' }, notReached: { affiliation: 'Romulan', skills: 'OFFICER Treachery' }, delta: [1, 0, 0] },
    { id: '105_061', title: 'Kahlest', reached: klingon('SECURITY Honor'), notReached: klingon('SECURITY'), delta: [0, 0, 2] },
    { id: '105_057', title: 'Robin Lefler', reached: 'Wesley Crusher', notReached: { skills: 'OFFICER' }, delta: [0, 2, 0] },
    { id: '106_014', title: 'Admiral McCoy', reached: { skills: 'MEDICAL' }, notReached: { skills: 'SCIENCE' }, delta: [0, 3, 0] },
    { id: '109_076', title: 'Eight of Nineteen', reached: { affiliation: 'Borg', skills: 'ENGINEER' }, notReached: { affiliation: 'Federation', skills: 'ENGINEER' }, delta: [0, 0, 2] },
    { id: '112_167', title: 'Shakaar Edon', reached: { affiliation: 'Bajoran' }, notReached: { affiliation: 'Cardassian' }, delta: [0, 0, 2] },
    { id: '116_079', title: 'Kor', reached: klingon(), notReached: { affiliation: 'Romulan' }, delta: [0, 0, 2] },
    { id: '124_114', title: 'Riley Frazier', reached: { affiliation: 'Borg' }, notReached: { affiliation: 'Klingon' }, delta: [0, 2, 0] },
    { id: '124_063', title: 'Six of Twelve', reached: { affiliation: 'Borg' }, notReached: { affiliation: 'Romulan' }, delta: [0, 1, 1] },
    { id: '125_094', title: 'Durango', reached: 'Sheriff Worf', notReached: { skills: 'OFFICER' }, delta: [0, 0, 2] },
    { id: '172_038', title: 'Kasidy Yates (The Maquis)', reached: 'Chakotay', notReached: { skills: 'OFFICER' }, delta: [0, 0, 2] },
    { id: '207_007', title: 'Janeway', reached: { affiliation: 'Hirogen' }, notReached: { affiliation: 'Klingon' }, delta: [0, 0, 1] },
    { id: '227_042', title: 'Grand Nagus Rom', reached: { affiliation: 'Ferengi' }, notReached: { affiliation: 'Bajoran' }, delta: [2, 0, 0] },
    { id: '227_045', title: 'Worf Son of Mogh (Dogs of War)', reached: klingon(), notReached: { affiliation: 'Romulan' }, delta: [1, 0, 0] },
  ];
  for (const c of cases) {
    it(`${c.id} ${c.title}: the personnel it names gets ${JSON.stringify(c.delta)} while it is present; another present does not; away from it nobody does`, () => {
      const reached = card(c.reached);
      const notReached = card(c.notReached);
      const without = planet([reached, notReached]);
      const before = [attrs(without.state, without.mine[0]!), attrs(without.state, without.mine[1]!)];
      const withIt = planet([reached, notReached, c.id]);
      expect(attrs(withIt.state, withIt.mine[0]!)).toEqual(before[0]!.map((value, index) => value + c.delta[index]!));
      expect(attrs(withIt.state, withIt.mine[1]!)).toEqual(before[1]);
      // The card in its owner's hand: not in play, nothing changes.
      const inHand = scene({ missions: ['Excavation'], awayTeam: [reached], hand: [c.id] });
      expect(attrs(inHand.state, inHand.ids.awayTeam[0]!)).toEqual(before[0]);
    });
  }

  it('109_076 Eight of Nineteen and 124_063 Six of Twelve: every copy counts (cumulative); Kor (116_079) counts once for two copies', () => {
    const borg = card({ affiliation: 'Borg', s: 5, c: 5 });
    expect(attrs(planet([borg, '109_076', '109_076']).state, planet([borg, '109_076', '109_076']).mine[0]!)[2]).toBe(9);
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
      const base = [printed.integrity, printed.cunning, printed.strength].map((value) => (value.kind === 'number' ? value.value : 0));
      const together = planet([id, partner]);
      expect(attrs(together.state, together.mine[0]!)).toEqual(base.map((value, index) => value + delta[index]!));
      const other = planet([id, { skills: 'OFFICER' }]);
      expect(attrs(other.state, other.mine[0]!)).toEqual(base);
      const apart = scene({ missions: ['Excavation'], awayTeam: [realCard(id)], hand: [partner] });
      expect(attrs(apart.state, apart.ids.awayTeam[0]!)).toEqual(base);
    });
  }
});

describe('199_093 Hiram Roth: Federation personnel anywhere are INTEGRITY +2 while The Whale Probe is in play', () => {
  it('with The Whale Probe placed atop a mission, a Federation personnel elsewhere gains 2 INTEGRITY; a Klingon does not; without the Whale Probe nobody does', () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: [{ affiliation: 'Federation', i: 6 }, { affiliation: 'Klingon', i: 6 }], hand: ['199_093', 'The Whale Probe'] });
    const [roth, probe] = built.ids.hand as [string, string];
    const rothInPlay = evolveAll([{ type: 'CardMoved', card: roth, from: Z.hand('p1'), to: Z.surface('L2'), faceUp: true, reason: 'test' }], built.state);
    expect(attrs(rothInPlay, built.ids.awayTeam[0]!)[0]).toBe(6);
    const probeInPlay = evolveAll([{ type: 'CardMoved', card: probe, from: Z.hand('p1'), to: Z.atop('L2'), faceUp: true, reason: 'test' }], rothInPlay);
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
      return { built, ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }) };
    }
    const built = scene({ missions: ['Study Stellar Collision'], seeds: [dilemma], ship: ship(), crew: team.map(card) });
    return { built, ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }) };
  };
  for (const [id, title, dilemma, where] of cases) {
    it(`${id} ${title}: ${dilemma} encountered with it present is nullified and leaves play; without it the dilemma goes on`, () => {
      const team: Entry[] = [{ skills: 'OFFICER Leadership Diplomacy', i: 8, c: 8, s: 8 }];
      const withIt = attempt(where, dilemma, [...team, id]);
      const seed = withIt.built.ids.seeds[0]!;
      const by = where === 'planet' ? withIt.built.ids.awayTeam[1] : withIt.built.ids.crew[1];
      expect(ofType(withIt.events, 'PlayNullified')).toEqual([{ type: 'PlayNullified', card: seed, by, rule: RULES.nullifiers }]);
      expect(ofType(withIt.events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: seed, reason: 'nullified' })]);
      const without = attempt(where, dilemma, team);
      expect(ofType(without.events, 'PlayNullified')).toEqual([]);
      expect(ofType(without.events, 'DilemmaRemoved').filter((e) => e.reason === 'nullified')).toEqual([]);
    });
  }
});

describe('personnel who give skills or all attributes to personnel present, or gain skills with someone', () => {
  it('127_028 Artim: your personnel present without Treachery get +1 to every attribute, +2 with Youth; one with Treachery gets nothing; away from him nothing', () => {
    const table = planet([{ skills: 'OFFICER', i: 5, c: 5, s: 5 }, { skills: 'OFFICER Youth', i: 5, c: 5, s: 5 }, { skills: 'OFFICER Treachery', i: 5, c: 5, s: 5 }, '127_028']);
    expect(table.mine.slice(0, 3).map((iid) => attrs(table.state, iid))).toEqual([[6, 6, 6], [7, 7, 7], [5, 5, 5]]);
    const apart = planet([{ skills: 'OFFICER', i: 5, c: 5, s: 5 }]);
    expect(attrs(apart.state, apart.mine[0]!)).toEqual([5, 5, 5]);
  });
  for (const [id, title, partner, skills] of [
    ['132_027', 'Rusot (Things Past)', 'Damar', ['Leadership', 'SECURITY']],
    ['219_038', 'Stella Mudd', 'Harcourt Fenton Mudd', ['SECURITY', 'Leadership']],
  ] as const) {
    it(`${id} ${title}: with ${partner} present gains ${skills.join(' and ')}; without, not`, () => {
      const levels = (state: GameState, iid: string) => skills.map((skill) => skillLevel(memberOf(state, iid), skill));
      const alone = planet([id, { skills: 'ENGINEER' }]);
      const base = levels(alone.state, alone.mine[0]!);
      const together = planet([id, partner]);
      expect(levels(together.state, together.mine[0]!)).toEqual(base.map((level) => level + 1));
    });
  }
  it('200_030 Boshar: Klingon MEDICAL and SCIENCE personnel present have one more MEDICAL; a Klingon ENGINEER or a Federation SCIENCE does not', () => {
    const table = planet([{ affiliation: 'Klingon', skills: 'MEDICAL' }, { affiliation: 'Klingon', skills: 'SCIENCE' }, { affiliation: 'Klingon', skills: 'ENGINEER' }, { affiliation: 'Federation', skills: 'SCIENCE' }, '200_030']);
    expect(table.mine.slice(0, 4).map((iid) => skillLevel(memberOf(table.state, iid), 'MEDICAL'))).toEqual([2, 1, 0, 0]);
    const apart = planet([{ affiliation: 'Klingon', skills: 'MEDICAL' }]);
    expect(skillLevel(memberOf(apart.state, apart.mine[0]!), 'MEDICAL')).toBe(1);
  });
});
