/**
 * Issue 15 (helper objs): objectives that change who may attempt a mission, its requirements, or what solving it gives.
 * 241_027 Recover Stolen Material — seeds where Space Lab Regula I, Amargosa Observatory or a Science Lab is
 *   (`withCardTitled` in `anyOf`); non-Federation personnel attempt (`attempt-here`), a team with no Federation
 *   personnel solves with SECURITY x3 + STRENGTH > points (`onlyTeam`); solved, up to three Equipment unless an
 *   artifact was earned there (`solvedHere` `unlessEarnedHere`, card-record.ts › earnedAt); as it seeds, an artifact of the
 *   seed deck may seed face down under that mission (issue 15, helper tail5: `whenSeeded`, choices.ts pool `seed-deck`).
 * 176_026 Combined Strike — on your Gamma Quadrant mission; solved by none but non-[GQ] personnel: draw five, 5 bonus
 *   points, discarded (`if-solved-by-team` `only`).
 * 188_015 Prepare Landing Party — on your planet mission; solved with unique [OS] personnel of three classifications: 5
 *   bonus points, three cards, discarded (`if-solved-by-team` `differentClassifications`); nullified once a personnel
 *   without [OS] was played (`nullifiedIf.record`).
 * 238_016 We'll Need a Starship — on a Neutral Zone Region planet; [SKR] personnel attempt, SECURITY + Diplomacy x3 +
 *   Sybok (`attempt-here`, `alternative-requirements`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
 *   DOWNLOADING; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (a scene on p1's turn with the objective atop L1) / when (AttemptMission, then the download) / then
 * (MissionSolved, the rewards, or the failure / refusal).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type PersonSpec } from '../testing/attempt-scene';
import { cardByTitle, create, deckFromText, moved, play as run, refused, starterTexts } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { missionTargets } from './missions-incidents-c';
import { behaviourOf } from './registry';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const withIcons = (spec: PersonSpec, ...codes: string[]): Card => ({ ...person(spec), icons: codes.map((code) => ({ code, name: code, category: 'affiliation' })) });
const targetsOf = (state: GameState, id: string) => {
  const spec = behaviourOf(id)!;
  const target = (typeof spec.seedsOnTarget === 'object' ? spec.seedsOnTarget : spec.targets) as Parameters<typeof missionTargets>[2];
  return missionTargets(state, 'p1', target);
};

describe('241_027 Recover Stolen Material (non-Federation personnel attempt with SECURITY x3 + STRENGTH > points; up to three Equipment unless an artifact was earned here)', () => {
  // Diplomacy Mission: a 30-point [FED] planet mission (printed: Diplomacy + INTEGRITY>30 + CUNNING>30).
  const guard = (s: number, affiliation = 'Klingon'): PersonSpec => ({ affiliation, skills: 'SECURITY', s });
  function setup(opts: { strength?: number; federal?: boolean; objective?: boolean; artifactSeed?: boolean } = {}) {
    const team = [guard(opts.strength ?? 11), guard(11), guard(11, opts.federal ? 'Federation' : 'Klingon')];
    const built = scene({ missions: ['Diplomacy Mission', 'Evacuation'], awayTeam: team, hand: ['Recover Stolen Material', realCard("Horga'hn")], drawTop: ['Tricorder', 'Medical Kit'] });
    const [objective, artifact] = built.ids.hand as [string, string];
    const moves: [string, string][] = [];
    if (opts.objective !== false) moves.push([objective, Z.atop('L1')]);
    // An artifact already revealed in this attempt's seeds: earned by p1 when L1 is solved.
    if (opts.artifactSeed) moves.push([artifact, Z.revealed('L1')]);
    return { state: moved(built.state, moves), objective };
  }
  const downloads = (state: GameState, objective: string) => legalCommands(state, 'p1').filter((command) => command.type === 'SpecialDownload' && command.source === objective);

  it('seeds only at a mission where Space Lab Regula I (or Amargosa Observatory, or a Science Lab) is', () => {
    const built = scene({ missions: ['Diplomacy Mission', 'Evacuation'], hand: [realCard('Space Lab Regula I')] });
    expect(targetsOf(built.state, '241_027')).toEqual([]);
    const withLab = moved(built.state, [[built.ids.hand[0]!, Z.space('L2')]]);
    expect(targetsOf(withLab, '241_027')).toEqual(['L2']);
  });
  it('a Klingon Away Team with SECURITY x3 and STRENGTH 33 (> 30) solves the [FED] mission; up to three Equipment may be downloaded there', () => {
    const { state, objective } = setup();
    const after = run(state, [attempt]);
    expect(ofType(after.events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 30 })]);
    const offered = downloads(after.state, objective);
    expect(offered.length).toBeGreaterThan(0);
    const done = run(after.state, [offered.find((command) => command.type === 'SpecialDownload' && command.target === 'Tricorder')!]);
    expect(ofType(done.events, 'CardDownloaded')).toHaveLength(1);
  });
  it('STRENGTH 30 (not above the 30 points): the attempt fails', () => {
    const events = run(setup({ strength: 8 }).state, [attempt]).events;
    expect(ofType(events, 'MissionSolved')).toEqual([]);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('a Federation personnel in the Away Team: the objective’s requirements are not offered, and the attempt fails', () => {
    const events = run(setup({ federal: true }).state, [attempt]).events;
    expect(ofType(events, 'MissionSolved')).toEqual([]);
  });
  it('without the objective the Klingons may not attempt the [FED] mission', () => {
    expect(refused(setup({ objective: false }).state, attempt)).not.toBeNull();
  });
  it('an artifact earned at the mission as it is solved: no Equipment download', () => {
    const { state, objective } = setup({ artifactSeed: true });
    const after = run(state, [attempt]);
    expect(ofType(after.events, 'SeedCardEarned')).toHaveLength(1);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(downloads(after.state, objective)).toEqual([]);
  });
});

/**
 * Issue 15 (helper tail5): "you may immediately seed an [Artifact] here". 1E rulebook › THE SEED PHASES › FACILITY PHASE;
 * SEED PHASE (cards seeded under a mission, mis-seeds). given (the Federation starter deck with Recover Stolen Material,
 * Space Lab Regula I and Horga'hn in its seed deck, in the facility phase on p1's step, the lab at a mission of p1's) /
 * when (SeedOnTable the objective there, then MakeChoice) / then (the artifact lies face down under that mission, or stays).
 */
describe('241_027 Recover Stolen Material: an artifact seeded under its mission as it seeds', () => {
  function facilityPhase() {
    const texts = starterTexts();
    const extra = '1x Recover Stolen Material\n1x Space Lab Regula I\n1x Horga\'hn\n';
    const fed = deckFromText('Federation', texts.federation.replace('Seed Deck\n', `Seed Deck\n${extra}`), [realCard('241_027'), realCard('238_007'), realCard("Horga'hn")]);
    let { state } = create([fed, deckFromText('Klingon', texts.klingon)]);
    for (let guard = 0; guard < 300 && !(state.phase === 'facility' && state.awaiting[0]?.player === 'p1'); guard += 1) {
      const actor = state.awaiting[0]!.player;
      const legal = legalCommands(state, actor);
      const pick = legal.filter((c) => c.type === 'PlaceMission').pop() ?? legal.find((c) => c.type === 'FinishSeeding') ?? legal.find((c) => c.type === 'PassSeeding')!;
      state = run(state, [pick]).state;
    }
    const objective = cardByTitle(state, 'p1', 'Recover Stolen Material', 'seed:');
    const lab = cardByTitle(state, 'p1', 'Space Lab Regula I', 'seed:');
    const artifact = cardByTitle(state, 'p1', "Horga'hn", 'seed:');
    const location = Object.values(state.locations).find((one) => one.missions.some((iid) => state.cards[iid]!.owner === 'p1'))!.id;
    return { state: moved(state, [[lab, Z.space(location)]]), objective, artifact, location };
  }

  it('applies: seeded at the lab\'s mission, p1 may pick Horga\'hn from the seed deck; it lies face down under that mission', () => {
    const { state, objective, artifact, location } = facilityPhase();
    const seeded = run(state, [{ type: 'SeedOnTable', actor: 'p1', card: objective, target: location }]).state;
    expect(seeded.cards[objective]!.zone).toBe(Z.atop(location));
    expect(legalCommands(seeded, 'p1')).toContainEqual({ type: 'MakeChoice', actor: 'p1', chosen: [artifact] });
    const after = run(seeded, [{ type: 'MakeChoice', actor: 'p1', chosen: [artifact] }]).state;
    expect(after.cards[artifact]).toMatchObject({ zone: Z.under(location), faceUp: false });
  });
  it('does not apply: p1 declines — the artifact stays in the seed deck', () => {
    const { state, objective, artifact, location } = facilityPhase();
    const after = run(state, [{ type: 'SeedOnTable', actor: 'p1', card: objective, target: location }, { type: 'MakeChoice', actor: 'p1', chosen: [] }]).state;
    expect(after.cards[artifact]!.zone).toBe(Z.seed('p1'));
    expect(after.zones[Z.under(location)] ?? []).not.toContain(artifact);
  });
});

describe('176_026 Combined Strike (solved by none but non-[GQ] personnel: draw five, 5 bonus points, discarded)', () => {
  // Evacuation: a 30-point [FED] planet mission (Diplomacy x3 + STRENGTH>35), placed in the Gamma Quadrant.
  const envoys = (gamma: boolean): (PersonSpec | Card)[] => [
    { affiliation: 'Federation', skills: 'OFFICER Diplomacy x2', s: 20 },
    gamma ? withIcons({ affiliation: 'Federation', skills: 'OFFICER Diplomacy', s: 20 }, 'GQ') : { affiliation: 'Federation', skills: 'OFFICER Diplomacy', s: 20 },
  ];
  function setup(opts: { gamma?: boolean } = {}) {
    const built = scene({ missions: ['Evacuation'], quadrant: 'Gamma', awayTeam: envoys(opts.gamma ?? false), hand: ['Combined Strike'] });
    const objective = built.ids.hand[0]!;
    return { state: moved(built.state, [[objective, Z.atop('L1')]]), objective };
  }

  it('plays only on your mission of the Gamma Quadrant', () => {
    expect(targetsOf(scene({ missions: ['Evacuation'], quadrant: 'Gamma' }).state, '176_026')).toEqual(['L1']);
    expect(targetsOf(scene({ missions: ['Evacuation'] }).state, '176_026')).toEqual([]);
  });
  it('solved by Federation personnel without [GQ]: five cards drawn, 5 bonus points, the objective discarded', () => {
    const { state, objective } = setup();
    const after = run(state, [attempt]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored')).toEqual(expect.arrayContaining([expect.objectContaining({ player: 'p1', points: 5, bonus: true })]));
    expect(after.state.zones[Z.hand('p1')]?.length).toBe((state.zones[Z.hand('p1')]?.length ?? 0) + 5);
    expect(after.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('a [GQ] personnel among the solvers: no draw, no points, the objective stays', () => {
    const { state, objective } = setup({ gamma: true });
    const after = run(state, [attempt]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored').filter((event) => event.bonus)).toEqual([]);
    expect(after.state.zones[Z.hand('p1')]?.length).toBe(state.zones[Z.hand('p1')]?.length);
    expect(after.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });
});

describe("238_016 We'll Need a Starship ([SKR] personnel attempt with SECURITY + Diplomacy x3 + Sybok)", () => {
  // Iconia Investigation: a 35-point [ROM] planet mission of the Neutral Zone Region (Archaeology + Computer Skill x2).
  const followers = (opts: { sybok: boolean }): (string | Card)[] => [
    withIcons({ affiliation: 'Non-Aligned', skills: 'SECURITY Diplomacy x3' }, 'SKR'),
    opts.sybok ? realCard('Sybok') : withIcons({ affiliation: 'Non-Aligned', skills: 'CIVILIAN' }, 'SKR'),
  ];
  function setup(opts: { sybok?: boolean; objective?: boolean } = {}) {
    const built = scene({ missions: ['Iconia Investigation'], region: 'Neutral Zone Region', awayTeam: followers({ sybok: opts.sybok ?? true }), hand: ["We'll Need a Starship"] });
    const objective = built.ids.hand[0]!;
    return { state: opts.objective === false ? built.state : moved(built.state, [[objective, Z.atop('L1')]]), objective };
  }

  it('seeds or plays only on a planet mission of the Neutral Zone Region', () => {
    expect(targetsOf(scene({ missions: ['Iconia Investigation'], region: 'Neutral Zone Region' }).state, '238_016')).toEqual(['L1']);
    expect(targetsOf(scene({ missions: ['Iconia Investigation'] }).state, '238_016')).toEqual([]);
  });
  it('an [SKR] Away Team with SECURITY, Diplomacy x3 and Sybok solves the [ROM] mission', () => {
    expect(ofType(run(setup().state, [attempt]).events, 'MissionSolved')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', points: 35 })]);
  });
  it('without Sybok the attempt fails', () => {
    const events = run(setup({ sybok: false }).state, [attempt]).events;
    expect(ofType(events, 'MissionSolved')).toEqual([]);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
  });
  it('without the objective, the [SKR] personnel may not attempt the [ROM] mission', () => {
    expect(refused(setup({ objective: false }).state, attempt)).not.toBeNull();
  });
});

describe('188_015 Prepare Landing Party (solved with unique [OS] personnel of three classifications: 5 points, three cards, discarded; nullified by a non-[OS] personnel played)', () => {
  // Evacuation: a 30-point [FED] planet mission (Diplomacy x3 + STRENGTH>35).
  const original = (skills: string, s: number, title: string): Card => ({ ...withIcons({ affiliation: 'Federation', skills, s, universal: false }, 'OS'), title });
  function setup(opts: { classes?: readonly [string, string, string] } = {}) {
    const [a, b, c] = opts.classes ?? ['OFFICER', 'ENGINEER', 'SECURITY'];
    const team = [original(`${a} Diplomacy x2`, 20, 'Test Kirk'), original(`${b} Diplomacy`, 10, 'Test Scott'), original(c, 10, 'Test Chekov')];
    const built = scene({ missions: ['Evacuation', 'Cloaked Mission'], awayTeam: team, hand: ['Prepare Landing Party', { ...person({ affiliation: 'Federation', skills: 'SCIENCE' }), title: 'Test Modern Scientist' }] });
    const [objective, modern] = built.ids.hand as [string, string];
    return { state: built.state, objective, modern };
  }
  const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('plays on your planet mission (Evacuation), not on a space mission (Investigate Alien Probe)', () => {
    const { state, objective } = setup();
    const targets = legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === objective);
    expect(targets).toEqual(expect.arrayContaining([playOn(objective, 'L1')]));
    expect(targetsOf(scene({ missions: ['Investigate Alien Probe'] }).state, '188_015')).toEqual([]);
  });
  it('solved by an OFFICER, an ENGINEER and a SECURITY with [OS]: 5 bonus points, three cards drawn, the objective discarded', () => {
    const { state, objective } = setup();
    const placed = run(state, [playOn(objective, 'L1')]).state;
    expect(placed.cards[objective]!.zone).toBe(Z.atop('L1'));
    const after = run(placed, [attempt]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored')).toEqual(expect.arrayContaining([expect.objectContaining({ player: 'p1', points: 5, bonus: true })]));
    expect(after.state.zones[Z.hand('p1')]?.length).toBe((placed.zones[Z.hand('p1')]?.length ?? 0) + 3);
    expect(after.state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
  it('two OFFICERs and a SECURITY (two classifications): solved, but no bonus, and the objective stays', () => {
    const { state, objective } = setup({ classes: ['OFFICER', 'OFFICER', 'SECURITY'] });
    const placed = run(state, [playOn(objective, 'L1')]).state;
    const after = run(placed, [attempt]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(after.events, 'PointsScored').filter((event) => event.bonus)).toEqual([]);
    expect(after.state.cards[objective]!.zone).toBe(Z.atop('L1'));
  });
  // Issue 15 (helper tail1): the download at the start of the first attempt here (attempt-start-downloads.ts), in p1's own
  // attempt-began window (open for a player who passes every window explicitly: attempt-windows.ts).
  const guard = (title: string, opts: { universal?: boolean; os?: boolean } = {}): Card =>
    opts.os === false ? { ...person({ affiliation: 'Federation', skills: 'SECURITY', s: 7, universal: opts.universal ?? true }), title } : { ...withIcons({ affiliation: 'Federation', skills: 'SECURITY', s: 7, universal: opts.universal ?? true }, 'OS'), title };
  function landing(explicitFirst = true) {
    const team = [original('OFFICER Diplomacy x2', 20, 'Test Kirk'), original('ENGINEER Diplomacy', 10, 'Test Scott')];
    const built = scene({ missions: ['Evacuation', 'Cloaked Mission'], awayTeam: team, hand: ['Prepare Landing Party'], drawTop: [guard('Test Grant'), guard('Test Named Guard', { universal: false }), guard('Test Modern Guard', { os: false })] });
    const [objective] = built.ids.hand as [string];
    const [grant] = built.ids.deck as [string];
    const placed = run(built.state, [playOn(objective, 'L1')]).state;
    return { state: explicitFirst ? explicit(placed) : placed, objective, grant };
  }
  const explicit = (state: GameState) => run(state, [{ type: 'SetAutoPass', actor: 'p1', on: false, every: true }]).state;
  const downloadOffers = (state: GameState, objective: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === objective);

  it('applies: at the start of the first attempt here, a universal [OS] SECURITY (only it: not the non-universal one, not the one without [OS]) is downloaded to the Away Team, which then solves with it', () => {
    const { state, objective, grant } = landing();
    const begun = run(state, [attempt]);
    expect(ofType(begun.events, 'MissionSolved')).toEqual([]);
    const offers = downloadOffers(begun.state, objective);
    expect(offers).toEqual([{ type: 'ActivateCard', actor: 'p1', card: objective, ability: 'download-to-away-team', target: grant }]);
    const after = run(begun.state, [offers[0]!]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: grant, player: 'p1' })]);
    expect(after.state.cards[grant]!.zone).toBe(Z.surface('L1'));
    // STRENGTH 20 + 10 + 7 > 35: solved with the guard. A universal guard is no unique [OS] personnel: no bonus.
    expect(ofType(after.events, 'MissionSolved')).toEqual([expect.objectContaining({ contributors: expect.arrayContaining([grant]) })]);
    expect(ofType(after.events, 'PointsScored').filter((event) => event.bonus)).toEqual([]);
  });

  it('does not apply: not offered outside that window, nor at your second attempt here (the first failed: STRENGTH 30 is not > 35)', () => {
    const { state, objective } = landing(false);
    expect(downloadOffers(explicit(state), objective)).toEqual([]);
    const failed = run(state, [attempt]);
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    const next = explicit(run(failed.state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state);
    const again = run(next, [attempt]);
    expect(again.state.locations['L1']!.attemptsBy?.p1).toBe(2);
    expect(again.state.windows?.at(-1)).toEqual(expect.objectContaining({ action: 'attempt-began', player: 'p1' }));
    expect(downloadOffers(again.state, objective)).toEqual([]);
  });

  it('nullified: once you have played a personnel without [OS], it is discarded', () => {
    const { state, objective, modern } = setup();
    const reported = evolveAll([{ type: 'CardReported', player: 'p1', card: modern, facility: 'none', to: Z.surface('L2'), normalCardPlay: false } as GameEvent], state);
    expect(run(reported, [playOn(objective, 'L1')]).state.cards[objective]!.zone).toBe(Z.discard('p1'));
  });
});
