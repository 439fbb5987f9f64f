/**
 * Issue 15 (missions): a mission's game text carried out when it is solved (behaviour/missions-text.ts):
 * bonus points (the asterisk in the point box) when the solving team or the table meets the card's
 * condition, and "when you solve" effects (draws, RANGE restored).
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; MISSIONS; WINNING THE GAME (bonus points).
 * given (a mission and a team that meets its requirements, plus or minus what the text asks for) /
 * when (AttemptMission) / then (MissionSolved, then the bonus PointsScored or the effect's facts).
 */
import type { Card, RequirementExpression } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { ofType, person, realCard, runAttempt, scene, sharedCards, ship, type PersonSpec, type Scene } from '../testing/attempt-scene';
import { memberOf, requirement } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { shipAttribute } from './ship-modifiers';
import { isCloaked } from './ship-equipment';
import { flightCost } from '../play';
import { misSeedReason } from '../seeding';
import { moved, play, refused } from '../testing/scenario';
import type { Command, CommandOf, GameEvent, GameState } from '../types';
import { behaviourOf } from './registry';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
/** The requirements a mission script gives where the card list's are not parsed. */
const requirementOverride: Record<string, string> = { 'Combat Training': 'STRENGTH>50 + Maje' };

/** The skills, characteristics and names one personnel needs to meet a requirement alone (first alternative of each OR). */
function needs(expression: RequirementExpression, into: { skills: string[]; ch: string[]; title?: string }): void {
  if (expression.kind === 'named') {
    into.title = expression.name;
    return;
  }
  switch (expression.kind) {
    case 'all':
      expression.of.forEach((part) => needs(part, into));
      return;
    case 'any':
      needs(expression.of[0]!, into);
      return;
    case 'skill':
      // A two-word skill is one token for the test personnel's skill list ('Miracle_Worker').
      into.skills.push(expression.count > 1 ? `${expression.skill.replace(' ', '_')} x${expression.count}` : expression.skill.replace(' ', '_'));
      return;
    case 'characteristic':
      into.ch.push(expression.characteristic);
      return;
    default:
      return;
  }
}

/** A personnel (of the mission's first affiliation icon, else Non-Aligned) who meets the mission's requirements alone. */
function solver(mission: Card, extra: Partial<PersonSpec> = {}, icons: readonly string[] = []): Card {
  const into: { skills: string[]; ch: string[]; title?: string } = { skills: [], ch: [] };
  if (mission.mission?.requirements) needs(mission.mission.requirements, into);
  else if (requirementOverride[mission.title]) needs(requirement(requirementOverride[mission.title]!), into);
  const card = person({ skills: ['CIVILIAN', ...into.skills].join(' '), i: 60, c: 60, s: 60, ch: into.ch, affiliation: mission.mission?.affiliationIcons[0] ?? 'Non-Aligned', ...(into.title ? { title: into.title } : {}), ...extra });
  return { ...card, icons: icons.map((code) => ({ code, name: code, category: 'other' as never })) };
}

/** A personnel of the mission's affiliation with these characteristics / title / icons (no skills). */
function member(mission: Card, extra: Partial<PersonSpec> = {}, icons: readonly string[] = []): Card {
  const card = person({ affiliation: mission.mission?.affiliationIcons[0] ?? 'Non-Aligned', ...extra });
  return { ...card, icons: icons.map((code) => ({ code, name: code, category: 'other' as never })) };
}

/** p1's team (a solver plus `others`) at the mission L1: on the planet, or aboard a ship at a space mission. */
function solving(
  title: string,
  others: readonly Card[] = [],
  options: { solverIcons?: string[]; shipCard?: Card; hand?: string[]; opponentHand?: string[]; before?: (state: GameState, ids: Scene['ids']) => GameState } = {},
) {
  const mission = realCard(title);
  const team = [solver(mission, {}, options.solverIcons), ...others];
  const planet = mission.mission?.kind === 'planet';
  const extras = { hand: options.hand ?? [], opponentHand: options.opponentHand ?? [] };
  const built = planet
    ? scene({ missions: [mission], awayTeam: team, ...extras })
    : scene({ missions: [mission], ship: options.shipCard ?? ship({ affiliation: mission.mission?.affiliationIcons[0] ?? 'Non-Aligned' }), crew: team, ...extras });
  const state = options.before ? options.before(built.state, built.ids) : built.state;
  const run = runAttempt(state, planet ? attempt : { ...attempt, ship: built.ids.ship! } as Command);
  expect(ofType(run.events, 'MissionSolved').map((e) => e.mission)).toEqual([built.ids.missions[0]]);
  const bonus = ofType(run.events, 'PointsScored').filter((e) => e.bonus && e.source === built.ids.missions[0]).reduce((sum, e) => sum + e.points, 0);
  return { ...built, run, bonus };
}

describe('mission bonus points (the point box asterisk), scored as bonus points after the mission points', () => {
  it('113_004 Geological Survey: +10 with three Geology among the solvers; none with two', () => {
    const geologists = [member(realCard('Geological Survey'), { skills: 'CIVILIAN Geology x3' })];
    expect(solving('Geological Survey', geologists).bonus).toBe(10);
    expect(solving('Geological Survey', [member(realCard('Geological Survey'), { skills: 'CIVILIAN Geology' })]).bonus).toBe(0);
  });
  it('123_081 Answer Distress Signal: +10 with a [Holo] personnel in the crew; none without', () => {
    const mission = realCard('Answer Distress Signal');
    const plain = ship({ affiliation: 'Non-Aligned' });
    const holodeck = { ...plain, ship: { ...plain.ship!, specialEquipment: ['Holodeck'] } };
    const result = solving('Answer Distress Signal', [member(mission, {}, ['Holo'])], { shipCard: holodeck });
    expect(result.bonus).toBe(10);
    expect(result.run.state.score.p1.bonus).toBe(10);
    expect(solving('Answer Distress Signal').bonus).toBe(0);
  });
  it('123_082 Assist Cooperative: +10 with a [Com] personnel present; none without', () => {
    expect(solving('Assist Cooperative', [member(realCard('Assist Cooperative'), {}, ['Com'])]).bonus).toBe(10);
    expect(solving('Assist Cooperative').bonus).toBe(0);
  });
  it('123_084 Combat Training: +5 for each Kazon-Ogla present, at most four', () => {
    const mission = realCard('Combat Training');
    const ogla = () => member(mission, { ch: ['Kazon-Ogla'] });
    expect(solving('Combat Training', [ogla(), ogla()]).bonus).toBe(10);
    expect(solving('Combat Training', [ogla(), ogla(), ogla(), ogla(), ogla()]).bonus).toBe(20);
    expect(solving('Combat Training', [member(mission, { ch: ['Kazon-Nistrim'] })]).bonus).toBe(0);
  });
  it('123_091 Kazon Conference: +5 for each different Maje (two copies of one Maje count once)', () => {
    const mission = realCard('Kazon Conference');
    const culluh = member(mission, { ch: ['Maje'], title: 'Culluh' });
    const haron = member(mission, { ch: ['Maje'], title: 'Haron' });
    expect(solving('Kazon Conference', [culluh, haron]).bonus).toBe(10);
    expect(solving('Kazon Conference', [culluh, { ...culluh, id: 't_copy' }]).bonus).toBe(5);
  });
  it('125_041 Establish Home Planet: +25 when every Away Team member is [Holo]; none with one who is not', () => {
    const mission = realCard('Establish Home Planet');
    // Holo-Projectors atop the mission let the holograms exist on its planet.
    const projectors = (state: GameState, ids: Scene['ids']) => moved(state, [[ids.hand[0]!, Z.atop('L1')]]);
    expect(solving('Establish Home Planet', [member(mission, {}, ['Holo'])], { solverIcons: ['Holo'], hand: ['Holo-Projectors'], before: projectors }).bonus).toBe(25);
    expect(solving('Establish Home Planet', [member(mission)], { solverIcons: ['Holo'], hand: ['Holo-Projectors'], before: projectors }).bonus).toBe(0);
  });
  it('125_046 Transport Colonists: +5 with Empathy or Mindmeld present', () => {
    const mission = realCard('Transport Colonists');
    expect(solving('Transport Colonists', [member(mission, { skills: 'CIVILIAN Mindmeld' })]).bonus).toBe(5);
    expect(solving('Transport Colonists', [member(mission, { skills: 'CIVILIAN Empathy' })]).bonus).toBe(5);
    expect(solving('Transport Colonists').bonus).toBe(0);
  });
  it('155_045 Seize Freighter: +5 with Korris or Konmel in the crew', () => {
    const mission = realCard('Seize Freighter');
    expect(solving('Seize Freighter', [member(mission, { title: 'Konmel' })]).bonus).toBe(5);
    expect(solving('Seize Freighter', [member(mission, { title: 'Kunivas' })]).bonus).toBe(0);
  });
  it('163_022 Install Emotion Chip: +5 for each unique Soong-type android present, at most three; universal ones do not count', () => {
    const mission = realCard('Install Emotion Chip');
    const android = (title: string, universal = false) => member(mission, { ch: ['Soong-type android'], title, universal });
    expect(solving('Install Emotion Chip', [android('A1'), android('A2'), android('A3'), android('A4')]).bonus).toBe(15);
    expect(solving('Install Emotion Chip', [android('U1', true)]).bonus).toBe(0);
  });
  it('181_043 Test Warship: +5 when the Defiant is at the location as it is solved; none with another ship', () => {
    const mission = realCard('Test Warship');
    expect(solving('Test Warship', [], { shipCard: { ...ship({ affiliation: mission.mission!.affiliationIcons[0] }), title: 'U.S.S. Defiant' } }).bonus).toBe(5);
    expect(solving('Test Warship').bonus).toBe(0);
  });
  it('191_026 Observe Spatial Coordinates: +5 when the solving ship has a Cloaking Device', () => {
    const mission = realCard('Observe Spatial Coordinates');
    const plain = ship({ affiliation: mission.mission!.affiliationIcons[0] });
    const cloaked = { ...plain, ship: { ...plain.ship!, specialEquipment: ['Cloaking Device'] } };
    expect(solving('Observe Spatial Coordinates', [], { shipCard: cloaked }).bonus).toBe(5);
    expect(solving('Observe Spatial Coordinates', [], { shipCard: plain }).bonus).toBe(0);
  });
  it("191_027 Sabotage Biosphere: +5 when the opponent has an objective on their table; none with only p1's", () => {
    expect(realCard('Assign Mission Specialists').type).toBe('Objective');
    const lay = (owner: 'p1' | 'p2') => (state: GameState, ids: Scene['ids']) => moved(state, [[owner === 'p1' ? ids.hand[0]! : ids.opponentHand[0]!, Z.table(owner)]]);
    expect(solving('Sabotage Biosphere', [], { opponentHand: ['Assign Mission Specialists'], before: lay('p2') }).bonus).toBe(5);
    expect(solving('Sabotage Biosphere', [], { hand: ['Assign Mission Specialists'], before: lay('p1') }).bonus).toBe(0);
  });
  it('195_024 Locate Telepaths: +5 with an Aenar, a Breen or Shran present', () => {
    const mission = realCard('Locate Telepaths');
    expect(solving('Locate Telepaths', [member(mission, { ch: ['Breen'] })]).bonus).toBe(5);
    expect(solving('Locate Telepaths', [member(mission, { title: 'Shran' })]).bonus).toBe(5);
    expect(solving('Locate Telepaths', [member(mission, { ch: ['Human'] })]).bonus).toBe(0);
  });
  it('207_005 Bypass Warzone: +10 when no Non-Aligned personnel is in the crew', () => {
    expect(solving('Bypass Warzone').bonus).toBe(10);
    expect(solving('Bypass Warzone', [person({ affiliation: 'Non-Aligned' })]).bonus).toBe(0);
  });
  it("227_019 Increase White Production: +5 for each Son'a present, at most three", () => {
    const mission = realCard('Increase White Production');
    const sona = () => member(mission, { ch: ["Son'a"] });
    // The requirements ask for a Son'a, so the solver is one too.
    expect(solving('Increase White Production', [sona()]).bonus).toBe(10);
    expect(solving('Increase White Production', [sona(), sona(), sona(), sona()]).bonus).toBe(15);
    expect(solving('Increase White Production', [member(mission, { ch: ['Human'] })]).bonus).toBe(5);
  });
  it('227_021 Resist Occupying Forces: +10 while Cardassian Liberation Front is in play; none otherwise', () => {
    const lay = (state: GameState, ids: Scene['ids']) => moved(state, [[ids.hand[0]!, Z.table('p1')]]);
    expect(solving('Resist Occupying Forces', [], { hand: ['Cardassian Liberation Front'], before: lay }).bonus).toBe(10);
    expect(solving('Resist Occupying Forces', [], { hand: ['Cardassian Liberation Front'] }).bonus).toBe(0);
  });
  it('241_024 Confront Duplicate: +5 with Empathy present', () => {
    expect(solving('Confront Duplicate', [member(realCard('Confront Duplicate'), { skills: 'CIVILIAN Empathy' })]).bonus).toBe(5);
    expect(solving('Confront Duplicate').bonus).toBe(0);
  });
  it('245_013 Secure Covert Transportation: +5 with Smuggling in the Away Team', () => {
    expect(solving('Secure Covert Transportation', [member(realCard('Secure Covert Transportation'), { skills: 'CIVILIAN Smuggling' })]).bonus).toBe(5);
    expect(solving('Secure Covert Transportation').bonus).toBe(0);
  });
  it('249_009 Enhance Treatment Research: +5 when a Klingon or a Think Tank personnel helps solve', () => {
    const mission = realCard('Enhance Treatment Research');
    expect(solving('Enhance Treatment Research', [member(mission, { ch: ['Klingon'] })]).bonus).toBe(5);
    expect(solving('Enhance Treatment Research', [member(mission, { ch: ['Think Tank-related personnel'] })]).bonus).toBe(5);
    expect(solving('Enhance Treatment Research', [member(mission, { ch: ['Human'] })]).bonus).toBe(0);
  });
  it('249_011 Rebuild Society: +5 when a Think Tank personnel helps solve', () => {
    const mission = realCard('Rebuild Society');
    expect(solving('Rebuild Society', [member(mission, { ch: ['Think Tank-related personnel'] })]).bonus).toBe(5);
    expect(solving('Rebuild Society').bonus).toBe(0);
  });
});

describe('"when you solve" effects', () => {
  it('111_012 Mineral Survey and 223_023 Obtain Mining Agreement: the solver draws two cards after the points', () => {
    for (const title of ['Mineral Survey', 'Obtain Mining Agreement']) {
      const { run, ids } = solving(title);
      const drawn = ofType(run.events, 'CardsDrawn').filter((e) => e.reason === 'card-effect');
      expect(drawn.map((e) => [e.player, e.cards.length])).toEqual([['p1', 2]]);
      expect(run.events.findIndex((e) => e.type === 'CardsDrawn')).toBeGreaterThan(run.events.findIndex((e) => e.type === 'MissionSolved'));
      expect(drawn[0]!.cards.every((iid) => run.state.cards[iid]!.zone === Z.hand('p1'))).toBe(true);
      expect(ids.missions).toHaveLength(1);
    }
  });
  it('a mission without such text draws nothing (Excavation)', () => {
    const { run } = solving('Excavation');
    expect(ofType(run.events, 'CardsDrawn')).toEqual([]);
  });
  it("123_095 Reinitialize Warp Reaction: the solving ship's RANGE used this turn is restored; with none used, nothing happens", () => {
    const used = (state: GameState) => {
      const shipId = Object.values(state.cards).find((c) => c.zone === Z.space('L1'))!.iid;
      return evolveAll([{ type: 'ShipFlew', player: 'p1', ship: shipId, from: 'L1', to: 'L1', path: ['L1'], range: 5 } as GameEvent], state);
    };
    const { run, ids } = solving('Reinitialize Warp Reaction', [], { before: used });
    expect(ofType(run.events, 'ShipRangeRestored').map((e) => e.ship)).toEqual([ids.ship]);
    expect(run.state.turn!.rangeUsed[ids.ship!]).toBeUndefined();
    expect(ofType(solving('Reinitialize Warp Reaction').run.events, 'ShipRangeRestored')).toEqual([]);
  });
  it('165_013 Investigate Derelict: every ship at the location (no region) that used RANGE has it restored', () => {
    const used = (state: GameState) => {
      const shipId = Object.values(state.cards).find((c) => c.zone === Z.space('L1'))!.iid;
      return evolveAll([{ type: 'ShipFlew', player: 'p1', ship: shipId, from: 'L1', to: 'L1', path: ['L1'], range: 3 } as GameEvent], state);
    };
    const { run, ids } = solving('Investigate Derelict', [], { before: used });
    expect(ofType(run.events, 'ShipRangeRestored').map((e) => e.ship)).toEqual([ids.ship]);
  });
});

describe('requirements a mission script gives where the card list does not parse them', () => {
  function attemptWith(title: string, team: readonly Card[]) {
    const mission = realCard(title);
    expect(mission.mission?.requirements).toBeUndefined();
    const planet = mission.mission?.kind === 'planet';
    const built = planet ? scene({ missions: [mission], awayTeam: team }) : scene({ missions: [mission], ship: ship({ affiliation: mission.mission!.affiliationIcons[0] }), crew: team });
    const run = runAttempt(built.state, planet ? attempt : ({ ...attempt, ship: built.ids.ship! } as Command));
    return { run, solved: ofType(run.events, 'MissionSolved').length === 1, checked: ofType(run.events, 'RequirementChecked').map((e) => e.requirement) };
  }
  it('245_012 Repair Sabotage: ENGINEER + Navigation with a [Maq] personnel solves it; without SECURITY or [Maq] it fails', () => {
    const mission = realCard('Repair Sabotage');
    const base = member(mission, { skills: 'ENGINEER Navigation' });
    const withMaquis = attemptWith('Repair Sabotage', [base, member(mission, {}, ['Maq'])]);
    expect(withMaquis.solved).toBe(true);
    expect(withMaquis.checked).toEqual(['ENGINEER + Navigation + (SECURITY OR {[Maq] personnel})']);
    expect(attemptWith('Repair Sabotage', [member(mission, { skills: 'ENGINEER Navigation' }), member(mission, { skills: 'SECURITY' })]).solved).toBe(true);
    const without = attemptWith('Repair Sabotage', [member(mission, { skills: 'ENGINEER Navigation' })]);
    expect(without.solved).toBe(false);
    expect(ofType(without.run.events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('123_084 Combat Training: STRENGTH>50 and a Maje solve it; without a Maje it fails', () => {
    const mission = realCard('Combat Training');
    expect(attemptWith('Combat Training', [member(mission, { ch: ['Maje'], s: 30 }), member(mission, { s: 30 })]).solved).toBe(true);
    expect(attemptWith('Combat Training', [member(mission, { s: 30 }), member(mission, { s: 30 })]).solved).toBe(false);
  });
});

describe('cards that report for duty to a mission ("… may report here / on planet"): ReportForDuty naming the mission', () => {
  function atMission(title: string, hand: readonly (Card | PersonSpec | string)[], quadrant: 'Alpha' | 'Gamma' | 'Delta' = 'Alpha') {
    return scene({ missions: [realCard(title)], hand, quadrant });
  }
  const reportTo = (card: string, mission: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility: mission });
  const withIcons = (spec: PersonSpec, icons: string[]): Card => ({ ...person(spec), icons: icons.map((code) => ({ code, name: code, category: 'other' as never })) });

  it('123_092 Liberation: an Ocampa reports to the planet for free (the normal card play stays unused, a second free report follows); others may not', () => {
    const ocampa = () => withIcons({ ch: ['Ocampa'], affiliation: 'Non-Aligned' }, ['DQ']);
    const built = atMission('Liberation', [ocampa(), ocampa(), withIcons({ ch: ['Human'] }, ['DQ'])], 'Delta');
    const [first, second, human] = built.ids.hand as [string, string, string];
    const mission = built.ids.missions[0]!;
    expect(legalCommands(built.state, 'p1')).toContainEqual(reportTo(first, mission));
    const after = play(built.state, [reportTo(first, mission)]);
    const reported = ofType(after.events, 'CardReported');
    expect(reported.map((e) => [e.card, e.to, e.normalCardPlay])).toEqual([[first, Z.surface('L1'), false]]);
    expect(after.state.turn!.normalCardPlayUsed).toBe(false);
    expect(play(after.state, [reportTo(second, mission)]).state.cards[second]!.zone).toBe(Z.surface('L1'));
    expect(refused(after.state, reportTo(human, mission))).toBe('NOT_REPORTABLE_HERE');
    expect(legalCommands(after.state, 'p1')).not.toContainEqual(reportTo(human, mission));
  });
  it('123_098 Restore Victims and 126_029 Insurrection: Talaxians and Ba\'ku report for free, even outside their native quadrant (special reporting)', () => {
    const talaxian = withIcons({ ch: ['Talaxian'], affiliation: 'Non-Aligned' }, ['DQ']);
    const victims = atMission('Restore Victims', [talaxian], 'Delta');
    expect(ofType(play(victims.state, [reportTo(victims.ids.hand[0]!, victims.ids.missions[0]!)]).events, 'CardReported')[0]!.normalCardPlay).toBe(false);
    const baku = person({ ch: ["Ba'ku"], affiliation: 'Non-Aligned' });
    const insurrection = atMission('Insurrection', [baku]);
    expect(play(insurrection.state, [reportTo(insurrection.ids.hand[0]!, insurrection.ids.missions[0]!)]).state.cards[insurrection.ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
    const far = atMission('Insurrection', [withIcons({ ch: ["Ba'ku"], affiliation: 'Non-Aligned' }, ['DQ'])]);
    // 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING: native quadrant restrictions do not apply.
    expect(refused(far.state, reportTo(far.ids.hand[0]!, far.ids.missions[0]!))).toBeNull();
  });
  it('126_030 Observe Ritual: a Vulcan (also a Vulcan/Human) or Amanda Grayson reports using the normal card play; a second report that turn is refused', () => {
    const built = atMission('Observe Ritual', [person({ ch: ['Vulcan/Human'] }), person({ title: 'Amanda Grayson', ch: ['Human'] }), person({ ch: ['Human'] })]);
    const [spock, amanda, human] = built.ids.hand as [string, string, string];
    const mission = built.ids.missions[0]!;
    const after = play(built.state, [reportTo(spock, mission)]);
    expect(ofType(after.events, 'CardReported')[0]!.normalCardPlay).toBe(true);
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(after.state, reportTo(amanda, mission))).toBe('NORMAL_CARD_PLAY_USED');
    expect(play(built.state, [reportTo(amanda, mission)]).state.cards[amanda]!.zone).toBe(Z.surface('L1'));
    expect(refused(built.state, reportTo(human, mission))).toBe('NOT_REPORTABLE_HERE');
  });
  it("112_109 Camping Trip: a Gamma Quadrant Vorta or Jem'Hadar reports there; a Vorta without the [GQ] icon may not", () => {
    const built = atMission('Camping Trip', [withIcons({ ch: ['Vorta'], affiliation: 'Dominion' }, ['GQ']), person({ ch: ['Vorta'], affiliation: 'Dominion' })], 'Gamma');
    const [gamma, plain] = built.ids.hand as [string, string];
    const mission = built.ids.missions[0]!;
    expect(legalCommands(built.state, 'p1')).toContainEqual(reportTo(gamma, mission));
    expect(play(built.state, [reportTo(gamma, mission)]).state.cards[gamma]!.zone).toBe(Z.surface('L1'));
    expect(refused(built.state, reportTo(plain, mission))).toBe('NOT_REPORTABLE_HERE');
  });
  it('125_044 Seal Rift: an [AU] ship reports to space there until the mission is solved; then it may not', () => {
    const auShip = { ...ship(), icons: [{ code: 'AU', name: 'AU', category: 'other' as never }] };
    const built = atMission('Seal Rift', [auShip, ship()]);
    const [au, plain] = built.ids.hand as [string, string];
    const mission = built.ids.missions[0]!;
    expect(play(built.state, [reportTo(au, mission)]).state.cards[au]!.zone).toBe(Z.space('L1'));
    expect(refused(built.state, reportTo(plain, mission))).toBe('NOT_REPORTABLE_HERE');
    const solved = evolveAll([{ type: 'MissionSolved', player: 'p2', location: 'L1', mission, contributors: [], points: 0 } as GameEvent], built.state);
    expect(refused(solved, reportTo(au, mission))).toBe('NOT_REPORTABLE_HERE');
  });
  it('a mission without such text takes no report (Excavation)', () => {
    const built = atMission('Excavation', [person({})]);
    expect(refused(built.state, reportTo(built.ids.hand[0]!, built.ids.missions[0]!))).toBe('NOT_REPORTABLE_HERE');
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'ReportForDuty')).toEqual([]);
  });
});

describe("two-sided missions: the owner's opponent attempts under the other side (its icons and requirements)", () => {
  // The engine plays Modern, where a player attempts an opponent's mission only when its point box shows
  // 40 or more (1E rulebook › BEGINNING A MISSION ATTEMPT): p2's copy here shows 40 so that p1 may attempt it.
  function attemptAs(title: string, owner: 'p1' | 'p2', team: readonly Card[]) {
    const printed = realCard(title);
    const mission = owner === 'p1' ? printed : { ...printed, mission: { ...printed.mission!, points: { raw: '40', value: 40, modifiedByText: false, variable: false } } };
    const planet = mission.mission?.kind === 'planet';
    const built = planet
      ? scene({ missions: [mission], missionOwner: owner, awayTeam: team })
      : scene({ missions: [mission], missionOwner: owner, ship: ship({ affiliation: team[0]!.affiliations[0] }), crew: team });
    const command = planet ? attempt : ({ ...attempt, ship: built.ids.ship! } as Command);
    const problem = refused(built.state, command);
    if (problem) return { problem, solved: false, checked: [] as string[] };
    const run = runAttempt(built.state, command);
    return { problem: null, solved: ofType(run.events, 'MissionSolved').length === 1, checked: ofType(run.events, 'RequirementChecked').map((e) => e.requirement) };
  }
  it("192_033 Escape Gulag: p1 attempting p2's copy uses Klingons and SECURITY x2 + Geology + ENGINEER + Law; the owner's side is Federation's", () => {
    const klingons = [person({ skills: 'SECURITY x2 Geology Law', affiliation: 'Klingon' }), person({ skills: 'ENGINEER', affiliation: 'Klingon' })];
    const opponent = attemptAs('Escape Gulag', 'p2', klingons);
    expect(opponent).toEqual({ problem: null, solved: true, checked: ['SECURITY x2 + Geology + ENGINEER + Law'] });
    // The owner's side: Klingons may not attempt it; Federation personnel with its own requirements may.
    expect(attemptAs('Escape Gulag', 'p1', klingons).problem).toBe('NO_MATCHING_AFFILIATION');
    const federation = [person({ skills: 'ENGINEER Geology Transporter Skill', c: 40 })];
    expect(attemptAs('Escape Gulag', 'p1', federation).solved).toBe(true);
    expect(attemptAs('Escape Gulag', 'p2', federation).problem).toBe('NO_MATCHING_AFFILIATION');
  });
  it("103_091 Compromised Mission: p1's Federation crew solves p2's copy with the other side's requirements; on its own copy Federation may not attempt", () => {
    const crew = [person({ skills: 'OFFICER Treachery x2 Computer Skill', s: 40 })];
    expect(attemptAs('Compromised Mission', 'p2', crew).solved).toBe(true);
    expect(attemptAs('Compromised Mission', 'p1', crew).problem).toBe('NO_MATCHING_AFFILIATION');
    expect(attemptAs('Compromised Mission', 'p2', [person({ skills: 'OFFICER Treachery Computer Skill', s: 40 })]).solved).toBe(false);
  });
  it("176_023 Internment Operations: p1's Romulans solve p2's copy with ENGINEER x2 + Computer Skill x2 + Honor + INTEGRITY>40; without Honor they fail", () => {
    const romulans = (skills: string) => [person({ skills, i: 50, affiliation: 'Romulan' })];
    expect(attemptAs('Internment Operations', 'p2', romulans('ENGINEER x2 Computer Skill x2 Honor')).solved).toBe(true);
    expect(attemptAs('Internment Operations', 'p2', romulans('ENGINEER x2 Computer Skill x2')).solved).toBe(false);
  });
  it("188_011 Investigate Probe Origin: the opponent needs no Kamin (CUNNING>30 alone solves p2's copy, not p1's own)", () => {
    const team = [person({ skills: 'OFFICER', c: 31 })];
    expect(attemptAs('Investigate Probe Origin', 'p2', team).solved).toBe(true);
    expect(attemptAs('Investigate Probe Origin', 'p1', team).solved).toBe(false);
  });
});

describe("solving player's ships RANGE + n (shipAttribute reads the missions the owner solved)", () => {
  it("122_044 Mine Dilithium: after p1 solves it, p1's ships are RANGE +1; before, and p2's ships, unchanged", () => {
    const mission = realCard('Mine Dilithium');
    const built = scene({ missions: [mission], awayTeam: [solver(mission)], ship: ship({ range: 8 }), crew: [] });
    const shipId = built.ids.ship!;
    expect(shipAttribute(built.state, shipId, 'RANGE')).toBe(8);
    const after = runAttempt(built.state, attempt);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(shipAttribute(after.state, shipId, 'RANGE')).toBe(9);
    expect(shipAttribute(after.state, shipId, 'WEAPONS')).toBe(6);
    const theirs = evolveAll([{ type: 'MissionSolved', player: 'p2', location: 'L1', mission: built.ids.missions[0]!, contributors: [], points: 0 } as GameEvent], built.state);
    expect(shipAttribute(theirs, shipId, 'RANGE')).toBe(8);
  });
  it("165_018 Resupply Marauder: only the solver's D'Kora-class ships gain RANGE +1", () => {
    const mission = realCard('Resupply Marauder');
    const plain = ship({ affiliation: mission.mission!.affiliationIcons[0], range: 7 });
    const marauder = { ...plain, ship: { ...plain.ship!, shipClass: "D'Kora-Class Marauder" } };
    const dkora = solving('Resupply Marauder', [], { shipCard: marauder });
    expect(shipAttribute(dkora.run.state, dkora.ids.ship!, 'RANGE')).toBe(8);
    const other = solving('Resupply Marauder', [], { shipCard: plain });
    expect(shipAttribute(other.run.state, other.ids.ship!, 'RANGE')).toBe(7);
  });
});

describe('conditions on attempting a mission ("May attempt only if your total WEAPONS>n here")', () => {
  it('112_117 Intercept Maquis: a ship with WEAPONS 15 may attempt (and solve); with 14 the attempt is refused', () => {
    const mission = realCard('Intercept Maquis');
    const strong = solving('Intercept Maquis', [], { shipCard: ship({ affiliation: mission.mission!.affiliationIcons[0], weapons: 15 }) });
    expect(strong.run.state.completed.p1).toEqual(['L1']);
    const weak = scene({ missions: [mission], ship: ship({ affiliation: mission.mission!.affiliationIcons[0], weapons: 14 }), crew: [solver(mission)] });
    expect(refused(weak.state, { ...attempt, ship: weak.ids.ship! } as Command)).toBe('ATTEMPT_CONDITION');
  });
  it("124_036 Corner Enemy Ship: two of p1's ships there count together (10 + 6 > 15); one alone does not", () => {
    const mission = realCard('Corner Enemy Ship');
    const affiliation = mission.mission!.affiliationIcons[0];
    const together = (state: GameState) => {
      const extra = Object.values(state.cards).find((c) => c.owner === 'p1' && c.zone === Z.hand('p1'))!.iid;
      return moved(state, [[extra, Z.space('L1')]]);
    };
    const built = scene({ missions: [mission], ship: ship({ affiliation, weapons: 10 }), crew: [solver(mission)], hand: [ship({ affiliation, weapons: 6 })] });
    expect(refused(built.state, { ...attempt, ship: built.ids.ship! } as Command)).toBe('ATTEMPT_CONDITION');
    expect(refused(together(built.state), { ...attempt, ship: built.ids.ship! } as Command)).toBeNull();
  });
});

describe('"when you solve, you may download …": SpecialDownload from the mission in the solver\'s held window', () => {
  const download = (mission: string, target: string, extra: Partial<CommandOf<'SpecialDownload'>> = {}): Command => ({ type: 'SpecialDownload', actor: 'p1', source: mission, icon: 0, target, ...extra });
  function solvedWith(title: string, hand: readonly (Card | string)[], others: readonly Card[] = []) {
    const result = solving(title, others, { hand: hand as string[] });
    return { ...result, mission: result.ids.missions[0]! };
  }
  it("111_010 Establish Relations: after solving (auto-pass on), p1's window stays open; a Non-Aligned personnel is downloaded to the planet, once; a Federation one is refused", () => {
    const nonAligned = person({ affiliation: 'Non-Aligned', title: 'Local Guide' });
    const federation = person({ title: 'Ensign Nobody' });
    const { run, mission, ids } = solvedWith('Establish Relations', [nonAligned, federation]);
    expect(run.state.windows?.map((w) => [w.action, w.player])).toEqual([['mission-solved', 'p1']]);
    expect(legalCommands(run.state, 'p1')).toContainEqual(download(mission, 'Local Guide'));
    expect(legalCommands(run.state, 'p1')).not.toContainEqual(download(mission, 'Ensign Nobody'));
    expect(refused(run.state, download(mission, 'Ensign Nobody'))).toBe('NOT_THE_ICONS_TARGET');
    const after = play(run.state, [download(mission, 'Local Guide')]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => [e.card, e.to])).toEqual([[ids.hand[0], Z.surface('L1')]]);
    expect(refused(after.state, download(mission, 'Local Guide'))).toBe('ICON_SPENT');
    const passed = play(after.state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(passed.state.windows ?? []).toEqual([]);
  });
  it('the solver may pass instead; outside the window the download is refused (NOT_NOW)', () => {
    const { run, mission } = solvedWith('Establish Relations', [person({ affiliation: 'Non-Aligned', title: 'Local Guide' })]);
    const passed = play(run.state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(passed.state.windows ?? []).toEqual([]);
    expect(refused(passed.state, download(mission, 'Local Guide'))).toBe('NOT_NOW');
  });
  it('195_020 Attend Ambassadorial Banquet and 204_004 Investigate Energy Readings: Gral / Barash only', () => {
    const banquet = solvedWith('Attend Ambassadorial Banquet', ['Gral', person({ title: 'Someone Else', affiliation: 'Klingon' })]);
    expect(play(banquet.run.state, [download(banquet.mission, 'Gral')]).state.cards[banquet.ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
    expect(refused(banquet.run.state, download(banquet.mission, 'Someone Else'))).toBe('NOT_THE_ICONS_TARGET');
    const readings = solvedWith('Investigate Energy Readings', ['Barash']);
    expect(legalCommands(readings.run.state, 'p1')).toContainEqual(download(readings.mission, 'Barash'));
  });
  it('181_040 Replenish Workforce: a [KCA] Human; a Human without the icon is refused', () => {
    const kca = { ...person({ title: 'Worker', ch: ['Human'], affiliation: 'Klingon' }), icons: [{ code: 'KCA', name: 'KCA', category: 'other' as never }] };
    const plain = person({ title: 'Plain Human', ch: ['Human'], affiliation: 'Klingon' });
    const { run, mission } = solvedWith('Replenish Workforce', [kca, plain]);
    expect(refused(run.state, download(mission, 'Worker'))).toBeNull();
    expect(refused(run.state, download(mission, 'Plain Human'))).toBe('NOT_THE_ICONS_TARGET');
  });
  it('192_037 Retrieve Materiel: a [22] equipment goes to the planet with the Away Team', () => {
    const equipment = sharedCards().find((card) => card.type === 'Equipment' && card.icons.some((icon) => icon.code === '22'))!;
    const { run, mission, ids } = solvedWith('Retrieve Materiel', [equipment]);
    const after = play(run.state, [download(mission, equipment.title)]);
    expect(after.state.cards[ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
  });
  it('124_039 Maintenance Overhaul: Divert Power (an objective) is downloaded and enters play as an objective does', () => {
    const { run, mission, ids } = solvedWith('Maintenance Overhaul', ['Divert Power']);
    const after = play(run.state, [download(mission, 'Divert Power')]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([ids.hand[0]]);
    expect(after.state.cards[ids.hand[0]!]!.zone).toBe(Z.table('p1'));
  });
  it('127_012 Aid Clone Colony: a copy of a personnel in play (here, of a universal team member); another title is refused', () => {
    const mission = realCard('Aid Clone Colony');
    const clone = person({ title: 'Clone Source', universal: true });
    const { run, mission: missionId } = solvedWith('Aid Clone Colony', [{ ...clone, id: 't_clone_copy' }, person({ title: 'Nobody In Play' })], [clone]);
    expect(mission.type).toBe('Mission');
    expect(refused(run.state, download(missionId, 'Clone Source'))).toBeNull();
    expect(refused(run.state, download(missionId, 'Nobody In Play'))).toBe('NOT_THE_ICONS_TARGET');
  });
  it('117_045 Runabout Search (dual): Odo downloads after the Away Team and crew solve it', () => {
    const mission = realCard('Runabout Search');
    const built = scene({ missions: [mission], awayTeam: [solver(mission)], ship: ship(), crew: [person({})], hand: ['Odo'] });
    const run = runAttempt(built.state, { ...attempt, ship: built.ids.ship! } as Command);
    expect(ofType(run.events, 'MissionSolved')).toHaveLength(1);
    const missionId = built.ids.missions[0]!;
    expect(legalCommands(run.state, 'p1')).toContainEqual(download(missionId, 'Odo'));
    expect(play(run.state, [download(missionId, 'Odo', { to: Z.aboard(built.ids.ship!) })]).state.cards[built.ids.hand[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
  });
});

describe('a mission that changes the personnel at its location', () => {
  it('125_043 Repair Memorial: personnel on its planet and aboard ships there are attributes -2; elsewhere unchanged', () => {
    const mission = realCard('Repair Memorial');
    const built = scene({ missions: [mission, 'Excavation'], awayTeam: [person({ i: 7, c: 6, s: 5 })], ship: ship(), crew: [person({ i: 7 })], hand: [person({ i: 7 })] });
    const [here] = built.ids.awayTeam as [string];
    const aboard = built.ids.crew[0]!;
    expect([memberOf(built.state, here).integrity, memberOf(built.state, here).cunning, memberOf(built.state, here).strength]).toEqual([5, 4, 3]);
    expect(memberOf(built.state, aboard).integrity).toBe(5);
    const elsewhere = moved(built.state, [[built.ids.hand[0]!, Z.surface('L2')]]);
    expect(memberOf(elsewhere, built.ids.hand[0]!).integrity).toBe(7);
  });
});

describe('more bonus conditions: equipment, things at the location, ships there, doubled requirements', () => {
  it('112_113 Cure Blight: +5 with a MEDICAL-related equipment (Medical Kit) with the Away Team; none without', () => {
    const mission = realCard('Cure Blight');
    const withKit = scene({ missions: [mission], awayTeam: [solver(mission)], equipment: ['Medical Kit'] });
    const run = runAttempt(withKit.state, attempt);
    expect(ofType(run.events, 'PointsScored').filter((e) => e.bonus).map((e) => e.points)).toEqual([5]);
    expect(solving('Cure Blight').bonus).toBe(0);
  });
  it('192_039 Survey New World: +5 with an Environmental Suit here; none without', () => {
    const mission = realCard('Survey New World');
    const suited = scene({ missions: [mission], awayTeam: [solver(mission)], equipment: ['Environmental Suit'] });
    expect(ofType(runAttempt(suited.state, attempt).events, 'PointsScored').filter((e) => e.bonus).map((e) => e.points)).toEqual([5]);
    expect(solving('Survey New World').bonus).toBe(0);
  });
  it('249_012 Respond to Distress Call: +10 when the crew meets the requirements twice over; none when only once', () => {
    const mission = realCard('Respond to Distress Call');
    expect(solving('Respond to Distress Call', [solver(mission)]).bonus).toBe(10);
    expect(solving('Respond to Distress Call').bonus).toBe(0);
  });
  it('192_034 Extract Rare Mineral: +5 when the solving ship is a shuttlepod, or a Vulcan ship is there; none otherwise', () => {
    const plain = ship({ affiliation: 'Federation' });
    const pod = { ...plain, ship: { ...plain.ship!, shipClass: 'Shuttlepod Class' } };
    expect(solving('Extract Rare Mineral', [], { shipCard: pod }).bonus).toBe(5);
    const vulcanThere = (state: GameState, ids: Scene['ids']) => moved(state, [[ids.hand[0]!, Z.space('L1')]]);
    const vulcan = ship({ affiliation: 'Vulcan' });
    expect(solving('Extract Rare Mineral', [], { shipCard: plain, hand: [vulcan as unknown as string], before: vulcanThere }).bonus).toBe(5);
    expect(solving('Extract Rare Mineral', [], { shipCard: plain }).bonus).toBe(0);
  });
  it("227_018 Battle of Cardassia: +20 with p1's Federation, Romulan and Klingon ships there; none with the Federation ship alone", () => {
    const three = (state: GameState, ids: Scene['ids']) => moved(state, [[ids.hand[0]!, Z.space('L1')], [ids.hand[1]!, Z.space('L1')]]);
    const others = [ship({ affiliation: 'Romulan' }), ship({ affiliation: 'Klingon' })] as unknown as string[];
    expect(solving('Battle of Cardassia', [], { shipCard: ship({ affiliation: 'Federation' }), hand: others, before: three }).bonus).toBe(20);
    expect(solving('Battle of Cardassia', [], { shipCard: ship({ affiliation: 'Federation' }) }).bonus).toBe(0);
  });
  it("227_018 Battle of Cardassia, the opponent's side: 40 points (so p1 may attempt p2's copy), Cardassians, its own requirements, WEAPONS>36 there", () => {
    const mission = realCard('Battle of Cardassia');
    const crew = [person({ skills: 'OFFICER Leadership x2 SECURITY x2 Treachery x2', affiliation: 'Cardassian' })];
    const strong = scene({ missions: [mission], missionOwner: 'p2', ship: ship({ affiliation: 'Cardassian', weapons: 37 }), crew });
    const run = runAttempt(strong.state, { ...attempt, ship: strong.ids.ship! } as Command);
    expect(ofType(run.events, 'MissionSolved').map((e) => e.points)).toEqual([40]);
    expect(ofType(run.events, 'PointsScored').map((e) => [e.points, e.bonus])).toEqual([[40, false]]);
    const weak = scene({ missions: [mission], missionOwner: 'p2', ship: ship({ affiliation: 'Cardassian', weapons: 36 }), crew });
    expect(refused(weak.state, { ...attempt, ship: weak.ids.ship! } as Command)).toBe('ATTEMPT_CONDITION');
  });
});

describe('what a mission does to its location', () => {
  it("103_088 Warped Space: p2's mission; p1 (its owner's opponent) flies over it with span 1, p2 with the printed span", () => {
    const built = scene({ missions: ['Excavation', realCard('Warped Space'), 'Excavation'], missionOwner: 'p2' });
    const printed = realCard('Warped Space').mission!.span as number;
    expect(printed).not.toBe(1);
    const excavation = realCard('Excavation').mission!.span as number;
    expect(flightCost(built.state, 'p1', 'L1', 'L3')!.range).toBe(1 + excavation);
    expect(flightCost(built.state, 'p2', 'L1', 'L3')!.range).toBe(printed + excavation);
  });
  it('103_090 Quash Conspiracy: no beaming between two ships there; at another mission the same beam is allowed', () => {
    const twoShips = (title: string) => {
      const built = scene({ missions: [realCard(title)], ship: ship(), crew: [person({})], hand: [ship() as unknown as string] });
      const state = moved(built.state, [[built.ids.hand[0]!, Z.space('L1')]]);
      return { state, beam: { type: 'Beam', actor: 'p1', cards: [built.ids.crew[0]!], to: Z.aboard(built.ids.hand[0]!), via: built.ids.ship! } as Command };
    };
    const quash = twoShips('Quash Conspiracy');
    expect(refused(quash.state, quash.beam)).toBe('NO_SHIP_TO_SHIP_BEAMING');
    const elsewhere = twoShips('Compromised Mission');
    expect(refused(elsewhere.state, elsewhere.beam)).toBeNull();
  });
  it('112_116 Establish Station: a ship with a Cloaking Device may not cloak there, and a cloaked ship there is not cloaked; elsewhere it cloaks', () => {
    const plain = ship();
    const cloaker = { ...plain, ship: { ...plain.ship!, specialEquipment: ['Cloaking Device'] } };
    const at = (title: string) => scene({ missions: [realCard(title)], ship: cloaker, crew: [person({})] });
    const station = at('Establish Station');
    const cloak = (shipId: string): Command => ({ type: 'CloakShip', actor: 'p1', ship: shipId, mode: 'cloak' });
    expect(refused(station.state, cloak(station.ids.ship!))).toBe('NO_CLOAKING_HERE');
    const other = at('Excavation');
    expect(refused(other.state, cloak(other.ids.ship!))).toBeNull();
    const cloakedThere = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship: station.ids.ship!, mode: 'cloaked', turn: 0 } as GameEvent], station.state);
    expect(isCloaked(cloakedThere, station.ids.ship!)).toBe(false);
    const cloakedElsewhere = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship: other.ids.ship!, mode: 'cloaked', turn: 0 } as GameEvent], other.state);
    expect(isCloaked(cloakedElsewhere, other.ids.ship!)).toBe(true);
  });
  it('167_032 Host Tournament: a Gamma Quadrant Non-Aligned personnel reports to its planet; a Non-Aligned one without [GQ] may not', () => {
    const gq = { ...person({ affiliation: 'Non-Aligned', title: 'Gamma Local' }), icons: [{ code: 'GQ', name: 'GQ', category: 'other' as never }] };
    const built = scene({ missions: [realCard('Host Tournament')], hand: [gq, person({ affiliation: 'Non-Aligned' })], quadrant: 'Gamma' });
    const mission = built.ids.missions[0]!;
    const report = (card: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility: mission });
    expect(play(built.state, [report(built.ids.hand[0]!)]).state.cards[built.ids.hand[0]!]!.zone).toBe(Z.surface('L1'));
    expect(refused(built.state, report(built.ids.hand[1]!))).toBe('NOT_REPORTABLE_HERE');
  });
});

describe('once each turn, and quarantine until solved', () => {
  it('141_018 Free Orion Slaves: an Orion reports for free; a second one that turn is refused; the next turn it may', () => {
    const built = scene({ missions: [realCard('Free Orion Slaves')], hand: [person({ ch: ['Orion'], affiliation: 'Non-Aligned' }), person({ ch: ['Orion'], affiliation: 'Non-Aligned' })] });
    const [first, second] = built.ids.hand as [string, string];
    const mission = built.ids.missions[0]!;
    const report = (card: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility: mission });
    const after = play(built.state, [report(first)]);
    expect(ofType(after.events, 'CardReported')[0]!.normalCardPlay).toBe(false);
    expect(refused(after.state, report(second))).toBe('NOT_REPORTABLE_HERE');
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], after.state);
    expect(refused(nextTurn, report(second))).toBeNull();
  });
  it('123_086 Cure Deadly Virus: personnel on its planet may not beam up until it is solved; after solving they may', () => {
    const mission = realCard('Cure Deadly Virus');
    const built = scene({ missions: [mission], awayTeam: [solver(mission)], ship: ship({ affiliation: mission.mission!.affiliationIcons[0] }), crew: [] });
    const beamUp: Command = { type: 'Beam', actor: 'p1', cards: [built.ids.awayTeam[0]!], to: Z.aboard(built.ids.ship!), via: built.ids.ship! };
    expect(refused(built.state, beamUp)).toBe('QUARANTINED');
    const solved = runAttempt(built.state, attempt);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    const stoppedCleared = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], solved.state);
    expect(refused(stoppedCleared, beamUp)).toBeNull();
    const down = scene({ missions: [mission], ship: ship({ affiliation: mission.mission!.affiliationIcons[0] }), crew: [person({})] });
    expect(refused(down.state, { type: 'Beam', actor: 'p1', cards: [down.ids.crew[0]!], to: Z.surface('L1'), via: down.ids.ship! })).toBeNull();
  });
});

describe('Orb artifacts seeded at a mission that welcomes them', () => {
  it('112_111 Characterize Neutrino Emissions: two Orb artifacts under this space mission are no mis-seeds and are earned on solving; under another space mission an Orb is a mis-seed', () => {
    const mission = realCard('Characterize Neutrino Emissions');
    const welcome = scene({ missions: [mission], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }, { card: 'Orb of Time', owner: 'p1' }], ship: ship({ affiliation: mission.mission!.affiliationIcons[0] }), crew: [solver(mission)] });
    expect(welcome.ids.seeds.map((iid) => misSeedReason(welcome.state, 'p1', iid, 'L1'))).toEqual([undefined, undefined]);
    const run = runAttempt(welcome.state, { ...attempt, ship: welcome.ids.ship! } as Command);
    expect(ofType(run.events, 'MisSeedPlacedOutOfPlay')).toEqual([]);
    expect(ofType(run.events, 'SeedCardEarned').map((e) => e.card).sort()).toEqual([...welcome.ids.seeds].sort());
    const other = realCard('Compromised Mission');
    const elsewhere = scene({ missions: [other], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }], ship: ship({ affiliation: 'Romulan' }), crew: [solver(other)] });
    expect(misSeedReason(elsewhere.state, 'p1', elsewhere.ids.seeds[0]!, 'L1')).toBe('artifact under a space mission');
  });
});

describe('a solved mission that lifts affiliation attack restrictions', () => {
  it('165_016 Protect The Escapees: once p1 solved it, p1’s Federation Away Team may attack Klingons (not Romulans); before solving it may not', () => {
    const built = scene({
      missions: ['Excavation', realCard('Protect The Escapees')],
      awayTeam: [person({ skills: 'OFFICER Leadership' })],
      opponentHand: [person({ affiliation: 'Klingon' }), person({ affiliation: 'Romulan' })],
    });
    const [klingon, romulan] = built.ids.opponentHand as [string, string];
    const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };
    const withKlingon = moved(built.state, [[klingon, Z.surface('L1')]]);
    expect(refused(withKlingon, attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const solved = (state: GameState) => evolveAll([{ type: 'MissionSolved', player: 'p1', location: 'L2', mission: built.ids.missions[1]!, contributors: [], points: 0 } as GameEvent], state);
    expect(refused(solved(withKlingon), attack)).toBeNull();
    const withRomulan = moved(built.state, [[romulan, Z.surface('L1')]]);
    expect(refused(solved(withRomulan), attack)).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });
});

describe('a mission that lets its owner seed a card on the table', () => {
  // The scene is a play-phase table; the facility phase is set on it (the seed phases' own specs walk there from creation).
  function facilityPhase(missions: readonly (string | Card)[]) {
    const built = scene({ missions, hand: ['Devidian Door', 'Devidian Door'] });
    const seeded = moved(built.state, [
      [built.ids.hand[0]!, Z.seed('p1')],
      [built.ids.hand[1]!, Z.seed('p1')],
    ]);
    return { state: { ...seeded, phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState, doors: built.ids.hand };
  }
  it('251_010 Assist Temporal Disruption: its owner seeds one Devidian Door on the table in the facility phase; a second is refused; without the mission it is not seedable', () => {
    const { state, doors } = facilityPhase([realCard('Assist Temporal Disruption')]);
    const seed = (card: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card });
    expect(refused(state, seed(doors[0]!))).toBeNull();
    const after = play(state, [seed(doors[0]!)]);
    expect(after.state.cards[doors[0]!]!.zone).toBe(Z.table('p1'));
    const again = { ...after.state, awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    expect(refused(again, seed(doors[1]!))).toBe('SEED_ONE');
    const without = facilityPhase(['Excavation']);
    expect(refused(without.state, seed(without.doors[0]!))).toBe('NOT_SEEDABLE_NOW');
  });
});

describe('a solve download played on a target here', () => {
  it('155_039 Host Metaphasic Shielding Test: Metaphasic Shields downloads onto p1’s ship at the mission, not onto one elsewhere', () => {
    const mission = realCard('Host Metaphasic Shielding Test');
    const affiliation = mission.mission!.affiliationIcons[0];
    const built = scene({ missions: [mission, 'Excavation'], ship: ship({ affiliation }), crew: [solver(mission)], hand: ['Metaphasic Shields', ship({ affiliation }) as unknown as string] });
    const [shields, away] = built.ids.hand as [string, string];
    const state = moved(built.state, [[away, Z.space('L2')]]);
    const run = runAttempt(state, { ...attempt, ship: built.ids.ship! } as Command);
    const missionId = built.ids.missions[0]!;
    const offers = legalCommands(run.state, 'p1').filter((c) => c.type === 'SpecialDownload');
    expect(offers).toEqual([{ type: 'SpecialDownload', actor: 'p1', source: missionId, icon: 0, target: 'Metaphasic Shields', cardTarget: built.ids.ship }]);
    const elsewhere: Command = { type: 'SpecialDownload', actor: 'p1', source: missionId, icon: 0, target: 'Metaphasic Shields', cardTarget: away };
    expect(refused(run.state, elsewhere)).toBe('NOT_HERE');
    const after = play(run.state, [offers[0]!]);
    expect(after.state.cards[shields]!.zone).toBe(Z.on(built.ids.ship!));
  });
});

describe('"once per game, you may download …" from a mission (either side)', () => {
  it("125_045 Study Protonebula: its owner downloads One aboard their ship there on their turn, once per game; the opponent's side downloads a [BO] objective instead", () => {
    const mission = realCard('Study Protonebula');
    const built = scene({ missions: [mission], ship: ship({ affiliation: 'Borg' }), crew: [person({ affiliation: 'Borg' })], hand: ['One', 'One'] });
    const missionId = built.ids.missions[0]!;
    const one: Command = { type: 'SpecialDownload', actor: 'p1', source: missionId, icon: 0, target: 'One' };
    expect(legalCommands(built.state, 'p1')).toContainEqual(one);
    const after = play(built.state, [one]);
    expect(after.state.cards[built.ids.hand[0]!]!.zone).toBe(Z.aboard(built.ids.ship!));
    expect(refused(after.state, one)).toBe('ICON_SPENT');
    expect(legalCommands(after.state, 'p1').filter((c) => c.type === 'SpecialDownload' && c.source === missionId)).toEqual([]);
    // p2's copy: p1 is the opponent and uses the other side.
    const objective = sharedCards().find((card) => card.type === 'Objective' && card.icons.some((icon) => icon.code === 'BO') && !behaviourOf(card.id)?.targets)!;
    const theirs = scene({ missions: [mission], missionOwner: 'p2', ship: ship({ affiliation: 'Borg' }), crew: [person({ affiliation: 'Borg' })], hand: ['One', objective] });
    const theirMission = theirs.ids.missions[0]!;
    expect(refused(theirs.state, { ...one, source: theirMission } as Command)).toBe('NOT_THE_ICONS_TARGET');
    const bo: Command = { type: 'SpecialDownload', actor: 'p1', source: theirMission, icon: 0, target: objective.title };
    expect(legalCommands(theirs.state, 'p1')).toContainEqual(bo);
    expect(ofType(play(theirs.state, [bo]).events, 'CardDownloaded').map((e) => e.card)).toEqual([theirs.ids.hand[1]]);
  });
});

describe('a mission that cancels a dilemma there, and a once-per-game download for the opponent', () => {
  it("184_027 Seek Illicit Relic: p1 attempting its own copy has Dead End nullified; at Excavation Dead End is encountered", () => {
    const mission = realCard('Seek Illicit Relic');
    const here = scene({ missions: [mission], seeds: ['Dead End'], awayTeam: [solver(mission)] });
    const run = runAttempt(here.state, attempt);
    expect(ofType(run.events, 'PlayNullified').map((e) => [e.card, e.by])).toEqual([[here.ids.seeds[0], here.ids.missions[0]]]);
    const excavation = realCard('Excavation');
    const there = scene({ missions: [excavation], seeds: ['Dead End'], awayTeam: [solver(excavation)] });
    const thereRun = runAttempt(there.state, attempt);
    expect(ofType(thereRun.events, 'PlayNullified')).toEqual([]);
    expect(ofType(thereRun.events, 'DilemmaEncountered').map((e) => e.card)).toEqual([there.ids.seeds[0]]);
  });
  it("184_027 Seek Illicit Relic, the opponent's side: p1 downloads The Charybdis from p2's copy once per game; the owner may not", () => {
    const mission = realCard('Seek Illicit Relic');
    const theirs = scene({ missions: [mission], missionOwner: 'p2', hand: ['The Charybdis'] });
    const download: Command = { type: 'SpecialDownload', actor: 'p1', source: theirs.ids.missions[0]!, icon: 0, target: 'The Charybdis' };
    expect(legalCommands(theirs.state, 'p1')).toContainEqual(download);
    const after = play(theirs.state, [download]);
    expect(ofType(after.events, 'CardDownloaded').map((e) => e.card)).toEqual([theirs.ids.hand[0]]);
    const own = scene({ missions: [mission], hand: ['The Charybdis'] });
    expect(refused(own.state, { ...download, source: own.ids.missions[0]! } as Command)).toBe('NO_SUCH_ICON');
  });
});

describe('point boxes worked out from the solving team ("X = …"): mission points, not bonus points', () => {
  const missionPoints = (result: ReturnType<typeof solving>) => ofType(result.run.events, 'PointsScored').filter((e) => !e.bonus).map((e) => e.points);
  it('212_022 Access Archives: 10 per different classification present (three → 30; one → 10)', () => {
    const mission = realCard('Access Archives');
    expect(missionPoints(solving('Access Archives', [member(mission, { skills: 'OFFICER' }), member(mission, { skills: 'ENGINEER' }), member(mission, { skills: 'OFFICER' })]))).toEqual([30]);
    expect(missionPoints(solving('Access Archives'))).toEqual([10]);
  });
  it('126_031 The Discovery of Sha Ka Ree: 10 per [SKR] personnel other than Sybok (Sybok himself, with the icon, does not count)', () => {
    const mission = realCard('The Discovery of Sha Ka Ree');
    const skr = () => member(mission, {}, ['SKR']);
    expect(missionPoints(solving('The Discovery of Sha Ka Ree', [skr(), skr()], { solverIcons: ['SKR'] }))).toEqual([20]);
    expect(missionPoints(solving('The Discovery of Sha Ka Ree', [member(mission)], { solverIcons: ['SKR'] }))).toEqual([]);
  });
  it('103_082 Reunion: 15 with one of Miracle Worker, Cantankerousness, Spock; 40 with all three', () => {
    const mission = realCard('Reunion');
    expect(missionPoints(solving('Reunion'))).toEqual([15]);
    expect(missionPoints(solving('Reunion', [member(mission, { skills: 'CIVILIAN Cantankerousness' }), member(mission, { title: 'Spock' })]))).toEqual([40]);
  });
  it('123_101 Salvage Operation: 20, 30 or 40 by how many of ENGINEER, Archaeology, Greed are present', () => {
    const mission = realCard('Salvage Operation');
    expect(missionPoints(solving('Salvage Operation'))).toEqual([20]);
    expect(missionPoints(solving('Salvage Operation', [member(mission, { skills: 'CIVILIAN Archaeology' })]))).toEqual([30]);
    expect(missionPoints(solving('Salvage Operation', [member(mission, { skills: 'CIVILIAN Archaeology Greed' })]))).toEqual([40]);
  });
});

describe('who may attempt a mission without icons ("Any non-Dominion Away Team …")', () => {
  it('117_051 Tulaberry Wine Negotiations: a Federation Away Team may attempt it; a Dominion one may not', () => {
    const mission = realCard('Tulaberry Wine Negotiations');
    const federation = scene({ missions: [mission], awayTeam: [solver(mission, { affiliation: 'Federation' })] });
    expect(ofType(runAttempt(federation.state, attempt).events, 'MissionSolved')).toHaveLength(1);
    const dominion = scene({ missions: [mission], awayTeam: [solver(mission, { affiliation: 'Dominion' })] });
    expect(refused(dominion.state, attempt)).toBe('NO_MATCHING_AFFILIATION');
  });
  it('181_033 Conduct Crossover Operation: any crew may attempt it (a Klingon crew solves it)', () => {
    const mission = realCard('Conduct Crossover Operation');
    const built = scene({ missions: [mission], ship: ship({ affiliation: 'Klingon' }), crew: [solver(mission, { affiliation: 'Klingon' })] });
    expect(ofType(runAttempt(built.state, { ...attempt, ship: built.ids.ship! } as Command).events, 'MissionSolved')).toHaveLength(1);
  });
});
