/**
 * Incidents and objectives (issue 15, third pass): table permits (attempting other affiliations'
 * missions, lifting the +40 penalties, winning by completed missions, a condition on seeding), modifiers
 * reaching your personnel in play or present with the personnel the card lies on, and ship modifiers
 * for all your ships. Each card: the path where it applies and the path where it does not.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › BEGINNING A MISSION
 *   ATTEMPT; WINNING THE GAME; THE SEED PHASES › Clarification: Seed Phase Actions;
 *   MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 * given (a play-phase scene; the card put on p1's table or played) / when (a command through decide, or
 * what every check reads: memberOf, shipAttribute, pointsNeeded) / then (the exact facts or values).
 */
import { attributeNumber, skillLevel, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { realCard, scene, ship, type PersonSpec, type SceneSpec } from '../testing/attempt-scene';
import { moved, when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { pointsNeeded } from '../winning';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { seedConditionProblem } from './table-incidents';

/** A scene with `tableCards` (ids) face up on p1's table. */
function withTable(spec: SceneSpec, tableCards: readonly string[]) {
  const built = scene({ ...spec, hand: [...(spec.hand ?? []), ...tableCards] });
  const onTable = built.ids.hand.slice(built.ids.hand.length - tableCards.length);
  const moves: GameEvent[] = onTable.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }));
  return { ...built, state: evolveAll(moves, built.state), table: onTable };
}

function solved(state: GameState, locations: readonly string[]): GameState {
  return evolveAll(
    locations.map((location) => ({ type: 'MissionSolved', player: 'p1', location, mission: state.locations[location]!.missions[0]!, contributors: [], points: 0 }) as GameEvent),
    state,
  );
}

function refusal(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}

const attemptAt = (location = 'L1'): Command => ({ type: 'AttemptMission', actor: 'p1', location });

describe('223_029 New Civilizations (objective): win by a planet, a space and four completed missions', () => {
  const missions = ['Excavation', 'Study Stellar Collision', 'Krios Suppression', 'Cloaked Mission'];
  it('on the table with four completed missions (planet and space among them), the next command ends the game: p1 wins', () => {
    const built = withTable({ missions }, ['223_029']);
    const events = decide(solved(built.state, ['L1', 'L2', 'L3', 'L4']), { type: 'BeginOrders', actor: 'p1' });
    expect(events.find((event) => event.type === 'GameEnded')).toMatchObject({ result: { winner: 'p1', type: 'full-win', reason: 'victory' } });
  });
  it('three completed missions are not enough; four without it on the table are not either', () => {
    const three = withTable({ missions }, ['223_029']);
    expect(decide(solved(three.state, ['L1', 'L2', 'L3']), { type: 'BeginOrders', actor: 'p1' }).some((event) => event.type === 'GameEnded')).toBe(false);
    const bare = scene({ missions });
    expect(decide(solved(bare.state, ['L1', 'L2', 'L3', 'L4']), { type: 'BeginOrders', actor: 'p1' }).some((event) => event.type === 'GameEnded')).toBe(false);
  });
  it('it may seed only while none of your non-homeworld missions shows more than 30 points (Avert Disaster shows 40)', () => {
    const low = scene({ missions: ['Excavation', 'Cloaked Mission'] });
    expect(seedConditionProblem(low.state, 'p1', realCard('223_029'))).toBeNull();
    const high = scene({ missions: ['Excavation', 'Avert Disaster'] });
    expect(seedConditionProblem(high.state, 'p1', realCard('223_029'))).toMatchObject({ code: 'SEED_CONDITION' });
  });
});

describe('207_004 Homestead (incident): no +40 points to win once three missions are completed, a planet and a space one among them', () => {
  /** Four Gamma Quadrant missions of p1's, the fourth (`last`) moved to the Alpha Quadrant: the missing-Alpha penalty applies. */
  function gamma(last: string, table: readonly string[], hand: readonly string[] = []) {
    const built = withTable({ missions: ['Excavation', 'Study Stellar Collision', 'Krios Suppression', last], quadrant: 'Gamma', hand }, table);
    const state: GameState = { ...built.state, locations: { ...built.state.locations, L4: { ...built.state.locations['L4']!, quadrant: 'Alpha' } } };
    return { ...built, state };
  }
  it('played from hand it lies on the table; with three Gamma missions completed (planet and space) p1 needs 100 points, not 140', () => {
    const built = gamma('Cloaked Mission', [], ['207_004']);
    const homestead = built.ids.hand[0]!;
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card: homestead }), built.state);
    expect(after.cards[homestead]!.zone).toBe(Z.table('p1'));
    expect(pointsNeeded(solved(after, ['L1', 'L2', 'L3']), 'p1')).toBe(100);
    expect(pointsNeeded(solved(built.state, ['L1', 'L2', 'L3']), 'p1')).toBe(140);
  });
  it('two completed missions are not enough; three planet missions without a space one are not either', () => {
    const built = gamma('Cloaked Mission', ['207_004']);
    expect(pointsNeeded(solved(built.state, ['L1', 'L2']), 'p1')).toBe(140);
    const planets = withTable({ missions: ['Excavation', 'Krios Suppression', 'Cloaked Mission', 'Study Stellar Collision'], quadrant: 'Gamma' }, ['207_004']);
    expect(pointsNeeded(solved(planets.state, ['L1', 'L2', 'L3']), 'p1')).toBe(140);
  });
  it('it does nothing while p1 seeded a mission showing more than 30 points (Avert Disaster, 40)', () => {
    const built = gamma('Avert Disaster', ['207_004']);
    expect(pointsNeeded(solved(built.state, ['L1', 'L2', 'L3']), 'p1')).toBe(140);
  });
});

const vulcan: PersonSpec = { affiliation: 'Vulcan', ch: ['Vulcan'], skills: 'OFFICER Honor SECURITY' };

describe('IDIC incidents: your Vulcans attempt Alpha Quadrant missions requiring a skill', () => {
  for (const [id, title, mission, other] of [
    ["195_010", "IDIC: Courage of the V'Shar", 'Relocate Settlers', 'Krios Suppression'],
    ['195_011', 'IDIC: Power of the High Command', 'Fever Emergency', 'Krios Suppression'],
    ['195_012', 'IDIC: Wisdom of Surak', 'Krios Suppression', 'Relocate Settlers'],
  ] as const) {
    it(`${id} ${title}: a Vulcan Away Team may attempt ${mission} (its icons are not Vulcan); not ${other}, nor ${mission} without the card`, () => {
      const on = withTable({ missions: [mission], awayTeam: [vulcan] }, [id]);
      expect(refusal(on.state, attemptAt())).toBeNull();
      const off = scene({ missions: [mission], awayTeam: [vulcan] });
      expect(refusal(off.state, attemptAt())).toBe('NO_MATCHING_AFFILIATION');
      const elsewhere = withTable({ missions: [other], awayTeam: [vulcan] }, [id]);
      expect(refusal(elsewhere.state, attemptAt())).toBe('NO_MATCHING_AFFILIATION');
    });
  }
});

describe('191_020 UFP: One Small Step: your Starfleet personnel attempt non-homeworld Federation missions', () => {
  const starfleet: PersonSpec = { affiliation: 'Starfleet', skills: 'OFFICER Geology Honor' };
  it('played from hand, a Starfleet Away Team may attempt Avert Disaster ([FED]); it is offered among the legal commands', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [starfleet], hand: ['191_020'] });
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }), built.state);
    expect(refusal(after, attemptAt())).toBeNull();
    expect(legalCommands(after, 'p1')).toContainEqual(expect.objectContaining({ type: 'AttemptMission', location: 'L1' }));
  });
  it('not a Klingon mission (Krios Suppression), and not Avert Disaster without the card', () => {
    expect(refusal(withTable({ missions: ['Krios Suppression'], awayTeam: [starfleet] }, ['191_020']).state, attemptAt())).toBe('NO_MATCHING_AFFILIATION');
    expect(refusal(scene({ missions: ['Avert Disaster'], awayTeam: [starfleet] }).state, attemptAt())).toBe('NO_MATCHING_AFFILIATION');
  });
});

describe('219_014 Community Leader: your Quark gains Leadership wherever he is', () => {
  it('with it on the table Quark (Leadership once) gains it; another Ferengi does not; without it Quark has none', () => {
    const on = withTable({ missions: ['Excavation'], awayTeam: [realCard('Quark'), { affiliation: 'Ferengi' }] }, ['219_014']);
    expect([skillLevel(memberOf(on.state, on.ids.awayTeam[0]!), 'Leadership'), skillLevel(memberOf(on.state, on.ids.awayTeam[1]!), 'Leadership')]).toEqual([1, 0]);
    const off = scene({ missions: ['Excavation'], awayTeam: [realCard('Quark')] });
    expect(skillLevel(memberOf(off.state, off.ids.awayTeam[0]!), 'Leadership')).toBe(0);
  });
});

function fleet(cards: readonly Card[], table: readonly string[]) {
  const built = withTable({ missions: ['Study Stellar Collision'], ship: cards[0]!, crew: [{ skills: 'OFFICER' }] }, table);
  const extra = cards.slice(1);
  return { built, ship: built.ids.ship!, extra };
}

describe('114_006 Sphere Encounter: your Borg spheres have RANGE +4', () => {
  it('a Borg Sphere of yours has RANGE +4 with it on the table; without it, printed', () => {
    const sphere = realCard('Borg Sphere');
    const printed = attributeNumber(sphere.ship!.range);
    const { built, ship: id } = fleet([sphere], ['114_006']);
    expect(shipAttribute(built.state, id, 'RANGE')).toBe(printed + 4);
  });
  it('another ship class (a test ship) is not changed', () => {
    const { built, ship: id } = fleet([ship({ range: 8 })], ['114_006']);
    expect(shipAttribute(built.state, id, 'RANGE')).toBe(8);
  });
});

describe('234_006 Take Us Out!: while all your ships are [Films], RANGE and SHIELDS +2', () => {
  const films = (): Card => ({ ...ship({ range: 8, shields: 6 }), icons: [{ code: 'Films', name: 'Classic Films', category: 'era' }] });
  it('your only ship is [Films]: RANGE 10, SHIELDS 8', () => {
    const { built, ship: id } = fleet([films()], ['234_006']);
    expect([shipAttribute(built.state, id, 'RANGE'), shipAttribute(built.state, id, 'SHIELDS')]).toEqual([10, 8]);
  });
  it('a second ship of yours without [Films] in play: no bonus; nor with Camp Khitomer and a headquarters of yours in play', () => {
    const mixed = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: [ship({ range: 7 })] }, ['234_006']);
    const other = mixed.ids.hand[0]!;
    const state = evolveAll([{ type: 'CardMoved', card: other, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' }], mixed.state);
    expect(shipAttribute(state, mixed.ids.ship!, 'RANGE')).toBe(8);
    const nullified = withTable({ missions: ['Study Stellar Collision'], ship: films(), crew: [{ skills: 'OFFICER' }], hand: ['Camp Khitomer', 'The Great Hall'] }, ['234_006']);
    const [camp, hq] = nullified.ids.hand as [string, string];
    const placed = evolveAll(
      [
        { type: 'CardMoved', card: camp, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: hq, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
      ],
      nullified.state,
    );
    expect(shipAttribute(placed, nullified.ids.ship!, 'RANGE')).toBe(8);
  });
});

describe('122_047 For Cardassia! (objective on your Legate): Cardassians present get INTEGRITY and STRENGTH +2', () => {
  const legate: PersonSpec = { affiliation: 'Cardassian', ch: ['Cardassian', 'Legate'], skills: 'OFFICER Leadership' };
  const gul: PersonSpec = { affiliation: 'Cardassian', ch: ['Cardassian'], skills: 'OFFICER' };
  it('only a Legate of yours is a target; played on him, he and a Cardassian with him get +2; a Bajoran with them nothing', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [legate, gul, { affiliation: 'Bajoran', ch: ['Bajoran'] }], hand: ['122_047'] });
    const [legateId, gulId, bajoranId] = built.ids.awayTeam as [string, string, string];
    const card = built.ids.hand[0]!;
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card).map((c) => (c as { target?: string }).target)).toEqual([legateId]);
    expect(refusal(built.state, { type: 'PlayCard', actor: 'p1', card, target: gulId })).toBe('INVALID_TARGET');
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card, target: legateId }), built.state);
    expect(after.cards[card]!.zone).toBe(Z.on(legateId));
    const m = (iid: string) => [memberOf(after, iid).integrity, memberOf(after, iid).strength];
    expect([m(legateId), m(gulId), m(bajoranId)]).toEqual([
      [7, 7],
      [7, 7],
      [5, 5],
    ]);
  });
  it('a Cardassian elsewhere (aboard a ship, not with the Legate) gets nothing', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [legate], ship: ship(), crew: [gul], hand: ['122_047'] });
    const card = built.ids.hand[0]!;
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card, target: built.ids.awayTeam[0]! }), built.state);
    expect(memberOf(after, built.ids.crew[0]!).strength).toBe(5);
  });
  // Issue 15 (helper domir): free-plays.ts › on-target-with-skill.
  it('for free on a Legate with Honor (the normal card play unused); on one without Honor it takes the normal card play', () => {
    const played = (skills: string) => {
      const built = scene({ missions: ['Excavation'], awayTeam: [{ ...legate, skills }], hand: ['122_047'] });
      const card = built.ids.hand[0]!;
      return decide(built.state, { type: 'PlayCard', actor: 'p1', card, target: built.ids.awayTeam[0]! }).filter((e) => e.type === 'CardPlayed').map((e) => (e as { normalCardPlay: boolean }).normalCardPlay);
    };
    expect(played('OFFICER Honor')).toEqual([false]);
    expect(played('OFFICER Leadership')).toEqual([true]);
  });
});

/**
 * 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; DOWNLOADING; SCORING POINTS; "ONCE PER GAME" AND SIMILAR LIMITS —
 * behaviour/helped-solve-away.ts, choices.ts (issue 15, helper objb). given (p1's Away Team on Orb Negotiations — Cardassia
 * Prime — with HQ: Secure Homeworld on it: a Legate with For Cardassia! on him and two Cardassians with Honor; two more
 * Cardassians with Honor and a Bajoran atop p1's deck) / when (AttemptMission, then MakeChoice) / then (the ways offered,
 * what is downloaded or placed out of play, the points).
 */
describe('122_047 For Cardassia!: when its Legate helps complete HQ: Secure Homeworld at Cardassia Prime', () => {
  const legate: PersonSpec = { affiliation: 'Cardassian', ch: ['Cardassian', 'Legate'], skills: 'OFFICER Leadership x2 Honor', s: 30 };
  const honour: PersonSpec = { affiliation: 'Cardassian', ch: ['Cardassian'], skills: 'SECURITY Honor' };
  // The engine's HQ: Secure Homeworld lets a team attempt only with a personnel matching the mission's icons, and the card list
  // gives Orb Negotiations (Cardassia Prime) the [Baj] icon: this test copy shows the Cardassian icon.
  const cardassian = (title: string): Card => {
    const base = realCard(title);
    return { ...base, id: `t_m_${base.id}`, mission: { ...base.mission!, affiliationIcons: ['Cardassian'] as never } } as Card;
  };
  const setup = (mission: string, team: readonly PersonSpec[] = [legate, honour, honour]) => {
    const built = scene({ missions: [cardassian(mission)], awayTeam: [...team], hand: ['122_047', '112_139'], drawTop: [honour, { affiliation: 'Bajoran', ch: ['Bajoran'], skills: 'SECURITY Honor' }, honour] });
    const [card, hq] = built.ids.hand as [string, string];
    const state = moved(built.state, [[hq, Z.atop('L1')], [card, Z.on(built.ids.awayTeam[0]!)]]);
    return { state, card, team: built.ids.awayTeam, deck: built.ids.deck };
  };
  const choose = (state: GameState, chosen: readonly string[]) => evolveAll(decide(state, { type: 'MakeChoice', actor: 'p1', chosen }), state);
  it('applies: both ways offered; downloading two Cardassians with Honor (not the Bajoran) to the Legate’s team, the objective discarded', () => {
    const { state, card, deck } = setup('Orb Negotiations');
    const solved = evolveAll(decide(state, attemptAt()), state);
    expect(solved.pendingChoice?.options).toEqual(['download two Cardassians who have Honor', 'place the Legate and two other Cardassians who have Honor out of play to score points']);
    const searching = choose(solved, ['download two Cardassians who have Honor']);
    const [first, bajoran, second] = deck as [string, string, string];
    expect([...(searching.pendingChoice?.options ?? [])].sort()).toEqual([first, second].sort());
    const done = choose(searching, [first, second]);
    expect([done.cards[first]!.zone, done.cards[second]!.zone, done.cards[bajoran]!.zone]).toEqual([Z.surface('L1'), Z.surface('L1'), Z.draw('p1')]);
    expect(done.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('applies the other way once per game: the Legate and the two others out of play, 15 bonus points, the objective discarded', () => {
    const { state, card, team } = setup('Orb Negotiations');
    const solved = evolveAll(decide(state, attemptAt()), state);
    const events = decide(solved, { type: 'MakeChoice', actor: 'p1', chosen: ['place the Legate and two other Cardassians who have Honor out of play to score points'] });
    const done = evolveAll(events, solved);
    expect(team.map((iid) => done.cards[iid]!.zone)).toEqual([Z.out('p1'), Z.out('p1'), Z.out('p1')]);
    expect(events.filter((e) => e.type === 'PointsScored').map((e) => (e as { points: number; bonus: boolean }).bonus && (e as { points: number }).points)).toContain(15);
    expect(done.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('the out-of-play way is not offered with only one other Cardassian with Honor in the team; declining keeps the objective', () => {
    const { state, card, team } = setup('Orb Negotiations', [legate, honour, { affiliation: 'Cardassian', ch: ['Cardassian'], skills: 'SECURITY' }]);
    const solved = evolveAll(decide(state, attemptAt()), state);
    expect(solved.pendingChoice?.options).toEqual(['download two Cardassians who have Honor']);
    const declined = choose(solved, []);
    expect(declined.cards[card]!.zone).toBe(Z.on(team[0]!));
    expect(declined.pendingChoice).toBeFalsy();
  });
  it('does not apply: the same team solving HQ: Secure Homeworld at another homeworld (Expose Covert Supply) is offered nothing', () => {
    const { state, card } = setup('Expose Covert Supply');
    const events = decide(state, attemptAt());
    const solved = evolveAll(events, state);
    expect(events.filter((e) => e.type === 'MissionSolved')).toHaveLength(1);
    expect(solved.pendingChoice).toBeFalsy();
    expect(solved.cards[card]!.zone.startsWith('on:')).toBe(true);
  });
});

describe('195_014 The Katra of Surak (incident on your Vulcan): Archaeology to its host; Honor and +1 to Vulcans present', () => {
  it('played on a Vulcan: the host gains Archaeology, Honor and +1 all; another Vulcan present Honor and +1 all (no Archaeology); a human present nothing', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Vulcan', ch: ['Vulcan'], skills: 'SCIENCE' }, { affiliation: 'Vulcan', ch: ['Vulcan'], skills: 'ENGINEER' }, { affiliation: 'Vulcan', ch: ['Human'], skills: 'MEDICAL' }], hand: ['195_014'] });
    const [host, other, human] = built.ids.awayTeam as [string, string, string];
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: host }), built.state);
    const look = (iid: string) => {
      const m = memberOf(after, iid);
      return [skillLevel(m, 'Archaeology'), skillLevel(m, 'Honor'), m.integrity, m.cunning, m.strength];
    };
    expect([look(host), look(other), look(human)]).toEqual([
      [1, 1, 6, 6, 6],
      [0, 1, 6, 6, 6],
      [0, 0, 5, 5, 5],
    ]);
  });
  it('a non-Vulcan personnel is no target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Federation', ch: ['Human'] }], hand: ['195_014'] });
    expect(refusal(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.awayTeam[0]! })).toBe('INVALID_TARGET');
  });
});

describe('112_137 HQ: Defensive Measures (objective): your personnel with any Intelligence skill gain one Leadership', () => {
  it('played from hand: an OFFICER with Obsidian Order gains Leadership (one level); one without an Intelligence skill does not; without the card, neither', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'OFFICER Tal_Shiar' }, { affiliation: 'Cardassian', skills: 'OFFICER' }], hand: ['112_137'] });
    const after = evolveAll(decide(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]! }), built.state);
    const leadership = (state: GameState) => built.ids.awayTeam.map((iid) => skillLevel(memberOf(state, iid), 'Leadership'));
    expect(leadership(after)).toEqual([1, 0]);
    expect(leadership(built.state)).toEqual([0, 0]);
  });
});

describe('181_026 Expert Pilot: your unique ships with a Navigation x2 personnel aboard have RANGE +2', () => {
  const unique = (): Card => ({ ...ship({ range: 8 }), universal: false });
  it('a unique ship with a Navigation x2 pilot: RANGE 10', () => {
    const built = withTable({ missions: ['Study Stellar Collision'], ship: unique(), crew: [{ skills: 'OFFICER Navigation x2' }] }, ['181_026']);
    expect(shipAttribute(built.state, built.ids.ship!, 'RANGE')).toBe(10);
  });
  it('one level of Navigation, or a universal ship, or no card: RANGE 8', () => {
    const one = withTable({ missions: ['Study Stellar Collision'], ship: unique(), crew: [{ skills: 'OFFICER Navigation' }] }, ['181_026']);
    expect(shipAttribute(one.state, one.ids.ship!, 'RANGE')).toBe(8);
    const universal = withTable({ missions: ['Study Stellar Collision'], ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER Navigation x2' }] }, ['181_026']);
    expect(shipAttribute(universal.state, universal.ids.ship!, 'RANGE')).toBe(8);
    const none = scene({ missions: ['Study Stellar Collision'], ship: unique(), crew: [{ skills: 'OFFICER Navigation x2' }] });
    expect(shipAttribute(none.state, none.ids.ship!, 'RANGE')).toBe(8);
  });
});
