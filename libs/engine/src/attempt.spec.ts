/**
 * Mission attempts: who may attempt what, the order of encounters, mis-seeds, other seeds,
 * solving and scoring, and the rulebook's worked examples whose cards exist in the card universe.
 * given (scene events) / when (command) / then (events or RuleViolation).
 */
import { decide } from './decide';
import { evolveAll } from './evolve';
import { legalCommands } from './legal';
import { pointsNeeded } from './winning';
import { ofType, person, runAttempt, scene, ship, type Scene } from './testing/attempt-scene';
import { when } from './testing/scenario';
import { RULES } from './rules';
import { Z } from './zones';

const attemptPlanet = (built: Scene) => runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
const violation = (built: Scene, command: Parameters<typeof decide>[1]) => {
  const outcome = when(built.state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  expect(outcome.unchanged).toBe(true);
  return outcome.violation;
};

describe('1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT', () => {
  const solver = [{ skills: 'OFFICER Archaeology' }];

  it('an Away Team on the planet with a matching affiliation attempts its own mission', () => {
    const { events } = attemptPlanet(scene({ missions: ['Excavation'], awayTeam: solver }));
    expect(events[0]).toMatchObject({ type: 'OrdersBegan' });
    expect(ofType(events, 'MissionAttemptBegan')[0]).toMatchObject({ location: 'L1', planet: true, ship: null, rule: RULES.beginningAttempt });
  });
  it('no Away Team on the surface → NO_AWAY_TEAM', () => {
    expect(violation(scene({ missions: ['Excavation'] }), { type: 'AttemptMission', actor: 'p1', location: 'L1' }).code).toBe('NO_AWAY_TEAM');
  });
  it('nobody matching the mission’s affiliation icons → NO_MATCHING_AFFILIATION', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Klingon' }] });
    expect(violation(built, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toMatchObject({ code: 'NO_MATCHING_AFFILIATION', rule: RULES.beginningAttempt });
  });
  it('a space mission needs an undocked ship in orbit with matching personnel aboard', () => {
    const built = scene({ missions: ['Study Stellar Collision'], ship: ship(), crew: [{ affiliation: 'Ferengi' }] });
    expect(violation(built, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).code).toBe('NO_SHIP');
    expect(violation(built, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }).code).toBe('NO_MATCHING_AFFILIATION');
  });
  it("an opponent's mission under 40 points cannot be attempted; one of 40 or more can", () => {
    const small = scene({ missions: ['Excavation'], missionOwner: 'p2', awayTeam: solver });
    expect(violation(small, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).code).toBe('OPPONENTS_MISSION');
    const big = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', awayTeam: [{ skills: 'Geology Honor', i: 40 }] });
    const { events } = attemptPlanet(big);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
  });
  it('stopped personnel cannot attempt (GETTING HURT › STOPPED)', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: solver });
    const state = evolveAll([{ type: 'CardStopped', card: built.ids.awayTeam[0]! }], built.state);
    // the refusal says why: they are there, but stopped (a player asking "why can't I attempt it?" reads it)
    expect(violation({ ...built, state }, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toMatchObject({ code: 'AWAY_TEAM_STOPPED', rule: RULES.stopped });
    expect(() => decide(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toThrow(/stopped/);
  });
  it('legalCommands offers the attempt', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: solver });
    expect(legalCommands(built.state, 'p1')).toContainEqual({ type: 'AttemptMission', actor: 'p1', location: 'L1' });
  });
});

describe('1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, MIS-SEEDS, OTHER SEEDS, SOLVING THE MISSION', () => {
  it('encounters the bottom card first and stops at the first failure', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Impassable Door', 'Hologram Ruse'], awayTeam: [{ skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'DilemmaEncountered').map((e) => e.title)).toEqual(['Impassable Door']);
    expect(state.zones[Z.under('L1')]).toEqual(built.ids.seeds);
  });
  it('solving: mission points as a PointsScored (not bonus), the location recorded as completed, never attempted again', () => {
    const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], awayTeam: [{ skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'MissionSolved')[0]).toMatchObject({ player: 'p1', location: 'L1', points: 25, rule: RULES.solving });
    expect(ofType(events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 25, bonus: false })]);
    expect(state.completed.p1).toEqual(['L1']);
    expect(state.score.p1).toEqual({ points: 25, bonus: 0 });
    // The +40 penalty for a missing space mission still applies (WINNING THE GAME).
    expect(pointsNeeded(state, 'p1')).toBe(140);
    expect(() => decide(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toThrow(/completed mission/);
  });
  it('requirements not met after the dilemmas: the attempt fails but nobody is stopped (MISSION FAILURE tip)', () => {
    const { events } = attemptPlanet(scene({ missions: ['Excavation'], awayTeam: [{}] }));
    expect(ofType(events, 'MissionAttemptFailed')[0]!.reason).toMatch(/do not meet/);
    expect(ofType(events, 'CardStopped')).toHaveLength(0);
  });
  it("your own mis-seed is placed out of play and forbids you solving that mission", () => {
    const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Null Space', owner: 'p1' }], awayTeam: [{ skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'MisSeedPlacedOutOfPlay')[0]).toMatchObject({ forbidsSolving: 'p1', reason: expect.stringMatching(/space dilemma under a planet/) });
    expect(state.cards[built.ids.seeds[0]!]!.zone).toBe(Z.out('p1'));
    expect(ofType(events, 'MissionSolved')).toHaveLength(0);
    expect(state.noSolve.p1).toEqual(['L1']);
  });
  it("the opponent's mis-seed goes out of play without stopping you", () => {
    const built = scene({ missions: ['Excavation'], seeds: [{ card: 'Null Space', owner: 'p2' }], awayTeam: [{ skills: 'Archaeology' }] });
    expect(ofType(attemptPlanet(built).events, 'MissionSolved')).toHaveLength(1);
  });
  it('an artifact is set aside face up and earned by the solver, after the mission is solved and before its points', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Time Travel Pod'], awayTeam: [{ skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    const types = events.map((e) => e.type);
    expect(types.indexOf('SeedCardSetAside')).toBeLessThan(types.indexOf('MissionSolved'));
    expect(types.indexOf('SeedCardEarned')).toBeLessThan(types.indexOf('PointsScored'));
    expect(state.cards[built.ids.seeds[0]!]!.zone).toBe(Z.hand('p1'));
  });
  it('a dilemma asking for a choice suspends the attempt: only the chooser may answer, legalCommands lists the options', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Microvirus'], awayTeam: [{}, {}] });
    const events = decide(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const state = evolveAll(events, built.state);
    expect(state.awaiting).toEqual([expect.objectContaining({ player: 'p2', kind: 'dilemma-choice' })]);
    expect(legalCommands(state, 'p2').filter((c) => c.type === 'ChooseForDilemma')).toHaveLength(2);
    expect(() => decide(state, { type: 'EndTurn', actor: 'p1' })).toThrow(/dilemma/);
    expect(() => decide(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [built.ids.awayTeam[0]!] })).toThrow(/p2 makes this choice/);
  });
  it('a dilemma cured later with CureDilemma, when the cure requirements arrive', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Alien Abduction'], awayTeam: [{ c: 9 }, {}] });
    const after = attemptPlanet(built).state;
    const leader = person({ skills: 'OFFICER Leadership x3' });
    const arrived = evolveAll(
      [
        { type: 'GameCreated', gameId: 'x', names: after.names, seedCommitment: '', blueprints: {}, cards: [], secret: after.secret } as never,
      ].slice(0, 0),
      { ...after, blueprints: { ...after.blueprints, [leader.id]: leader }, cards: { ...after.cards, cX: { iid: 'cX', blueprint: leader.id, owner: 'p1', zone: Z.surface('L1'), faceUp: true } }, zones: { ...after.zones, [Z.surface('L1')]: [...(after.zones[Z.surface('L1')] ?? []), 'cX'] } },
    );
    expect(legalCommands(arrived, 'p1')).toContainEqual({ type: 'CureDilemma', actor: 'p1', dilemma: built.ids.seeds[0] });
    const cured = evolveAll(decide(arrived, { type: 'CureDilemma', actor: 'p1', dilemma: built.ids.seeds[0]! }), arrived);
    expect(cured.cards[built.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L1'));
    expect(cured.ongoing).toEqual({});
  });
});

describe("1E rulebook worked examples (CONDITIONAL EFFECTS, CURES, NULLIFIERS) with the cards they name", () => {
  const space = (seeds: string[], crew: Parameters<typeof scene>[0]['crew']) => {
    const built = scene({ missions: ['Study Stellar Collision'], seeds, ship: ship(), crew });
    return { built, ...runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! }) };
  };
  it('Astral Eddy (basic example): Navigation, Physics and 2 ENGINEER → removed', () => {
    const { events } = space(['Astral Eddy'], [{ skills: 'ENGINEER Navigation' }, { skills: 'ENGINEER Physics' }]);
    expect(ofType(events, 'DilemmaRemoved')[0]).toMatchObject({ reason: 'overcome' });
  });
  it('Astral Eddy: otherwise one crew member killed, attempt fails, ship and crew stopped, dilemma replaced under the mission', () => {
    const { events, state, built } = space(['Astral Eddy'], [{}, {}]);
    expect(ofType(events, 'CardLeftPlay')).toHaveLength(1);
    expect(ofType(events, 'DilemmaReseeded')).toHaveLength(1);
    expect(state.cards[built.ids.ship!]!.stopped).toBe(true);
  });
  it('Spatial Rift (advanced example): two random personnel with combined CUNNING<15 are discarded first; then Astrophysics and 2 ENGINEER remaining get past', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Spatial Rift'], awayTeam: [{ skills: 'ENGINEER Astrophysics', c: 9 }, { skills: 'ENGINEER', c: 9 }] });
    const { events } = attemptPlanet(built);
    expect(ofType(events, 'CardLeftPlay')).toHaveLength(0); // combined CUNNING 18
    expect(ofType(events, 'DilemmaRemoved')[0]).toMatchObject({ reason: 'overcome' });
  });
  it('Spatial Rift: losing two personnel to the automatic effect then failing the condition → reseeded in full', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Spatial Rift'], awayTeam: [{ skills: 'ENGINEER Astrophysics' }, { skills: 'ENGINEER' }, { skills: 'ENGINEER' }] });
    const { events } = attemptPlanet(built);
    expect(ofType(events, 'CardLeftPlay').map((e) => e.how)).toEqual(['discarded', 'discarded']);
    expect(ofType(events, 'DilemmaReseeded')).toHaveLength(1);
  });
  it('Alice ("Discard dilemma"): 2 Computer Skill and Biology → overcome', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Alice'], awayTeam: [{ skills: 'Computer Skill x2 Biology' }] });
    expect(ofType(attemptPlanet(built).events, 'DilemmaRemoved')[0]).toMatchObject({ reason: 'overcome' });
  });
  it('Alice: otherwise the personnel with most Navigation is captured, the attempt fails, the team is stopped, but Alice is discarded', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Alice'], awayTeam: [{ skills: 'Navigation' }, {}] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'PersonnelCaptured').some((e) => e.card === built.ids.awayTeam[0] && e.captor === 'p2')).toBe(true);
    expect(state.cards[built.ids.seeds[0]!]!.zone).toBe(Z.out('p2'));
    expect(state.cards[built.ids.awayTeam[1]!]!.stopped).toBe(true);
  });
  it('Hunter Probe ("Mission continues"): 2 SECURITY and 2 Anthropology → nothing happens', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Hunter Probe'], awayTeam: [{ skills: 'SECURITY Anthropology' }, { skills: 'SECURITY Anthropology' }] });
    expect(ofType(attemptPlanet(built).events, 'MissionAttemptFailed').some((e) => /overcome/.test(e.reason))).toBe(false);
  });
  it('Hunter Probe: otherwise the opponent picks two who die at end of turn, but the attempt goes on unstopped', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Hunter Probe'], awayTeam: [{}, {}, { skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(events, 'CardStopped')).toHaveLength(0);
    const ended = evolveAll(decide(state, { type: 'EndTurn', actor: 'p1' }), state);
    expect(ofType(decide(state, { type: 'EndTurn', actor: 'p1' }), 'CardLeftPlay')).toHaveLength(2);
    expect(ended.ongoing).toEqual({});
  });
  it('Framed for Murder (nullification example): a personnel with CUNNING>9 and Law nullifies it at once', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Framed for Murder'], awayTeam: [{ skills: 'Law', c: 10, universal: false }] });
    expect(ofType(attemptPlanet(built).events, 'DilemmaRemoved')[0]).toMatchObject({ reason: 'nullified' });
  });
  it('Framed for Murder: otherwise placed on a unique personnel (opponent’s choice), who loses skills; the mission continues', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Framed for Murder'], awayTeam: [{ skills: 'Archaeology', universal: false }, { universal: false }] });
    const { events, state } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }, (choice) => [choice.options[0]!]);
    expect(state.cards[built.ids.seeds[0]!]!.zone).toBe(Z.on(built.ids.awayTeam[0]!));
    expect(ofType(events, 'MissionAttemptFailed')[0]!.reason).toMatch(/do not meet/); // the archaeologist lost his skills
  });
  it('Dial-Up: 3 Computer Skill and Anthropology nullify it before anyone is stopped', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Dial-Up'], awayTeam: [{ skills: 'Computer Skill x3 Anthropology', downloads: true }] });
    const { events } = attemptPlanet(built);
    expect(ofType(events, 'CardStopped')).toHaveLength(0);
    expect(ofType(events, 'DilemmaRemoved')[0]).toMatchObject({ reason: 'nullified' });
  });
  it('Dial-Up: otherwise personnel with DL/ are stopped, it stays on the mission, the mission continues', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Dial-Up'], awayTeam: [{ downloads: true }, { skills: 'Archaeology' }] });
    const { events, state } = attemptPlanet(built);
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual([built.ids.awayTeam[0]]);
    expect(state.cards[built.ids.seeds[0]!]!.zone).toBe(Z.atop('L1'));
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
  });
  it('Do You Smell Something Burning?: an ANIMAL nullifies it', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Do You Smell Something Burning?'], awayTeam: [{ skills: 'ANIMAL' }, {}] });
    expect(ofType(attemptPlanet(built).events, 'CardStopped')).toHaveLength(0);
  });
  it('Do You Smell Something Burning?: otherwise half the Away Team is stopped and the rest continue', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Do You Smell Something Burning?'], awayTeam: [{}, {}, {}, { skills: 'Archaeology' }] });
    const { events } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'CardStopped')).toHaveLength(2);
    expect(ofType(events, 'RequirementChecked').some((e) => e.purpose === 'mission')).toBe(true);
  });
});
