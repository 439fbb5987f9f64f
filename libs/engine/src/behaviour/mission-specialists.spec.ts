/**
 * 109_063 Assign Mission Specialists (behaviour/mission-specialists.ts): as it seeds or is played, its player
 * may download up to two mission specialists of different titles (none they own in play) to one of their
 * outposts; their mission specialists score 5 bonus points each when their skill is named by the
 * requirements of a mission their team solves; it may be discarded at the start of its owner's turn.
 *   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions (the download occurs at once, from the
 *   draw deck); FACILITY PHASE › Tip: "Outposts"; SOLVING THE MISSION (bonus points).
 * given (a play-phase scene with the objective in hand and an outpost; or the seed phases of the starter
 * decks) / when (PlayCard, SeedOnTable, MakeChoice, AttemptMission, ActivateCard) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, person, realCard, runAttempt, scene } from '../testing/attempt-scene';
import { accepted, cardByTitle, create, deckFromText, moved, play, refused, starterTexts } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { isMissionSpecialist } from './mission-specialists';

const biology = person({ skills: 'SCIENCE Biology', title: 'Test Biologist' });
const physics = person({ skills: 'SCIENCE Physics', title: 'Test Physicist' });
const expert = person({ skills: 'SCIENCE Biology Physics', title: 'Test Expert' });

function given(options: { physicsInPlay?: boolean } = {}) {
  const built = scene({ missions: ['Avert Disaster'], hand: ['Assign Mission Specialists', 'Federation Outpost', ...(options.physicsInPlay ? [physics] : [])], drawTop: [biology, biology, physics, expert] });
  const [objective, outpost, inPlay] = built.ids.hand as [string, string, string | undefined];
  const [bio, bio2, phys, exp] = built.ids.deck as [string, string, string, string];
  const moves: [string, string][] = [[outpost, Z.space('L1')]];
  if (inPlay) moves.push([inPlay, Z.aboard(outpost)]);
  return { state: moved(built.state, moves), objective, outpost, bio, bio2, phys, exp };
}

function playObjective(state: GameState, objective: string) {
  return accepted(state, { type: 'PlayCard', actor: 'p1', card: objective });
}

describe('109_063 Assign Mission Specialists: mission specialists', () => {
  it('a mission specialist has one regular skill and nothing else (Alyssa Ogawa yes; Taitt, with two skills, no)', () => {
    expect(isMissionSpecialist(realCard('Alyssa Ogawa'))).toBe(true);
    expect(isMissionSpecialist(realCard('Taitt'))).toBe(false);
    expect(isMissionSpecialist(expert)).toBe(false);
  });
});

describe('109_063 Assign Mission Specialists: played, it downloads up to two different mission specialists to one of your outposts', () => {
  it('applies: the pick waits; each set is outpost + one or two specialists of different titles; both arrive aboard the outpost', () => {
    const { state, objective, outpost, bio, bio2, phys, exp } = given();
    const played = playObjective(state, objective);
    const awaited = ofType(played.events, 'ChoiceAwaited');
    expect(awaited).toHaveLength(1);
    expect(awaited[0]).toMatchObject({ player: 'p1', source: objective, min: 0, max: 1, options: [`${outpost}+${bio}`, `${outpost}+${bio}+${phys}`, `${outpost}+${phys}`] });
    for (const never of [bio2, exp]) expect(awaited[0]!.options.some((key) => key.split('+').includes(never))).toBe(false);
    expect(legalCommands(played.state, 'p1')).toContainEqual({ type: 'MakeChoice', actor: 'p1', chosen: [`${outpost}+${bio}+${phys}`] });
    const chosen = accepted(played.state, { type: 'MakeChoice', actor: 'p1', chosen: [`${outpost}+${bio}+${phys}`] });
    expect(ofType(chosen.events, 'CardDownloaded').map((event) => [event.card, event.to])).toEqual([
      [bio, Z.aboard(outpost)],
      [phys, Z.aboard(outpost)],
    ]);
    expect(chosen.state.cards[objective]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: a title you own in play is not offered; declining downloads nothing; without an outpost nothing is offered', () => {
    const owned = given({ physicsInPlay: true });
    const options = ofType(playObjective(owned.state, owned.objective).events, 'ChoiceAwaited')[0]!.options;
    expect(options).toEqual([`${owned.outpost}+${owned.bio}`]);
    const { state, objective } = given();
    const declined = accepted(playObjective(state, objective).state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(declined.events, 'CardDownloaded')).toEqual([]);
    const bare = scene({ missions: ['Avert Disaster'], hand: ['Assign Mission Specialists'], drawTop: [biology] });
    const none = playObjective(bare.state, bare.ids.hand[0]!);
    expect(ofType(none.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(none.events, 'CardEffectResolved').map((event) => event.effect)).toContain('no mission specialist to download (or no outpost)');
  });
  it('a set of two copies of one title, or a non-specialist, is refused', () => {
    const { state, objective, outpost, bio, bio2, exp } = given();
    const played = playObjective(state, objective).state;
    expect(refused(played, { type: 'MakeChoice', actor: 'p1', chosen: [`${outpost}+${bio}+${bio2}`] })).toBe('INVALID_CHOICE');
    expect(refused(played, { type: 'MakeChoice', actor: 'p1', chosen: [`${outpost}+${exp}`] })).toBe('INVALID_CHOICE');
  });
});

describe('109_063 Assign Mission Specialists: 5 bonus points for each mission specialist whose skill the mission names', () => {
  // Avert Disaster requires Geology + Honor + INTEGRITY>35.
  const geologist = person({ skills: 'SCIENCE Geology', title: 'Test Geologist', i: 10 });
  const honorable = person({ skills: 'OFFICER Honor', title: 'Test Honorable', i: 10 });
  const physicist = person({ skills: 'SCIENCE Physics', title: 'Test Physicist 2', i: 10 });
  function solve(objectiveOnTable: boolean) {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [geologist, geologist, honorable, physicist], hand: ['Assign Mission Specialists'] });
    const state = objectiveOnTable ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    const run = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' } as Command);
    expect(ofType(run.events, 'MissionSolved')).toHaveLength(1);
    return ofType(run.events, 'PointsScored').filter((event) => event.bonus && event.source === built.ids.hand[0]).map((event) => event.points);
  }
  it('applies: the Geology and Honor specialists score 5 each (two copies of one universal title score once; Physics is not required)', () => {
    expect(solve(true)).toEqual([5, 5]);
  });
  it('does not apply: without the objective on the table', () => {
    expect(solve(false)).toEqual([]);
  });
});

describe('109_063 Assign Mission Specialists: discarded at the start of your turn', () => {
  it('applies before the normal card play; not once the card play is used', () => {
    const { state, objective } = given();
    const onTable = moved(state, [[objective, Z.table('p1')]]);
    const discard: Command = { type: 'ActivateCard', actor: 'p1', card: objective, ability: 'discard' };
    expect(legalCommands(onTable, 'p1')).toContainEqual(discard);
    expect(accepted(onTable, discard).state.cards[objective]!.zone).toBe(Z.discard('p1'));
    const later = { ...onTable, turn: { ...onTable.turn!, normalCardPlayUsed: true } };
    expect(refused(later, discard)).not.toBeNull();
  });
});

describe('109_063 Assign Mission Specialists: seeded in the facility phase, its download happens at once', () => {
  const EXTRA = [realCard('Assign Mission Specialists')];
  function toFacility(): GameState {
    const texts = starterTexts();
    const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', 'Seed Deck\n1x Assign Mission Specialists\n'), EXTRA);
    let { state } = create([fed, deckFromText('Klingon', texts.klingon)]);
    for (let guard = 0; guard < 300 && state.phase !== 'facility'; guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = play(state, [pick]).state;
    }
    return state.awaiting[0]!.player === 'p1' ? state : play(state, [{ type: 'PassSeeding', actor: state.awaiting[0]!.player }]).state;
  }
  it('applies: with the outpost seeded first, seeding the objective waits for the pick; Alyssa Ogawa (a specialist of the starter deck) arrives aboard from the draw deck', () => {
    let state = toFacility();
    const outpost = cardByTitle(state, 'p1', 'Federation Outpost', 'seed:');
    const site = legalCommands(state, 'p1').find((c): c is Extract<Command, { type: 'SeedFacility' }> => c.type === 'SeedFacility' && c.card === outpost)!;
    state = play(state, [site]).state;
    if (state.awaiting[0]!.player !== 'p1') state = play(state, [{ type: 'PassSeeding', actor: 'p2' }]).state;
    const ams = cardByTitle(state, 'p1', 'Assign Mission Specialists', 'seed:');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card: ams });
    const awaited = ofType(seeded.events, 'ChoiceAwaited');
    expect(awaited.length).toBeGreaterThan(0);
    const ogawa = cardByTitle(seeded.state, 'p1', 'Alyssa Ogawa', 'draw:');
    const key = awaited[0]!.options.find((option) => option === `${outpost}+${ogawa}`)!;
    expect(key).toBeDefined();
    expect(legalCommands(seeded.state, 'p1')).toContainEqual({ type: 'MakeChoice', actor: 'p1', chosen: [key] });
    const chosen = accepted(seeded.state, { type: 'MakeChoice', actor: 'p1', chosen: [key] });
    expect(ofType(chosen.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: ogawa, from: Z.draw('p1'), to: Z.aboard(outpost), source: ams })]);
    expect(chosen.state.phase).toBe('facility');
    expect(chosen.state.awaiting.map((entry) => entry.kind)).toEqual(['seed-facility']);
  });
  it('does not apply: seeded before any outpost, nothing is offered and the facility phase goes on', () => {
    const state = toFacility();
    const ams = cardByTitle(state, 'p1', 'Assign Mission Specialists', 'seed:');
    const seeded = accepted(state, { type: 'SeedOnTable', actor: 'p1', card: ams });
    expect(ofType(seeded.events, 'ChoiceAwaited')).toEqual([]);
    expect(seeded.state.awaiting.map((entry) => entry.kind)).toEqual(['seed-facility']);
  });
});
