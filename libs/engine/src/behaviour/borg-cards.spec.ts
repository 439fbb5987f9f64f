/**
 * Borg cards finished by helper borgobj (issue 15): 124_012 Borg Nanoprobes' nullifying use; 217_010 Consume:
 * Technology and 217_009 Consume: Resources (skills gained once completed: behaviour/consumed-skills.ts); 153_006 A
 * Willing Companion (behaviour/extra-counterparts.ts); 109_040 Adapt: Negate Obstruction (adapt-conditions.ts).
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; MISCELLANEOUS RULES › "HERE" AND "PRESENT"; "ONCE PER GAME"
 *   AND SIMILAR LIMITS.
 * given (a scene: p1's Borg Away Team at L1 with the equipment, a dilemma seeded) / when (AttemptMission, scouting) /
 * then (the dilemma removed as nullified, the shared limit spent — or the dilemma's steps run).
 */
import { lookupIcon, parseRequirement, type Card } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { requiredSkills } from './consumed-skills';
import { assimilationProblem } from './assimilation';
import { Z } from '../zones';
import { ofType, person, realCard, runAttempt, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import { legalCommands } from '../legal';
import type { GameState } from '../types';

const drone = (): Card => person({ affiliation: 'Borg', skills: 'ENGINEER Navigation', ch: ['Borg', 'Drone'] });

describe('124_012 Borg Nanoprobes: once each turn (the limit its assimilation shares), it nullifies a Species 8472-related dilemma where present', () => {
  function run(dilemma: string, equipment: boolean, before: (state: GameState) => GameState = (state) => state) {
    // The Borg attempt no mission: their Away Team scouts it for Assimilate Planet (behaviour/scouting.ts).
    const built = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', seeds: [dilemma], awayTeam: [drone()], equipment: equipment ? ['Borg Nanoprobes'] : [], hand: ['Assimilate Planet'] });
    const objective = built.ids.hand[0]!;
    const played = accepted(before(built.state), { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const { events } = runAttempt(played, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective });
    return { events, dilemma: built.ids.seeds[0]!, probes: built.ids.equipment[0] };
  }
  it('applies: The Weak Will Perish (a Species 8472-related dilemma) is nullified as it is encountered; the once-each-turn use is spent', () => {
    const { events, dilemma, probes } = run('The Weak Will Perish', true);
    expect(ofType(events, 'PlayNullified')).toEqual([expect.objectContaining({ card: dilemma, by: probes })]);
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[dilemma, 'nullified']]);
    expect(ofType(events, 'CardAbilityUsed')).toEqual([expect.objectContaining({ player: 'p1', title: 'Borg Nanoprobes (assimilate)' })]);
  });
  it('does not apply: without the Nanoprobes present, to a dilemma without the keyword (Archer), or once the limit was used this turn (an assimilation)', () => {
    expect(ofType(run('The Weak Will Perish', false).events, 'PlayNullified')).toEqual([]);
    expect(ofType(run('Archer', true).events, 'PlayNullified')).toEqual([]);
    const used = run('The Weak Will Perish', true, (state) => ({ ...state, abilityUses: { ...state.abilityUses, 'p1|Borg Nanoprobes (assimilate)': state.turn!.number } }));
    expect(ofType(used.events, 'PlayNullified')).toEqual([]);
  });
});

describe('217_010 Consume: Technology (and 217_009 Consume: Resources): completed, your [TNG] drones gain the skills the mission requires, except Intelligence ones', () => {
  // Explore Dyson Sphere requires ENGINEER x3 + Navigation + Computer Skill + Physics.
  const tngDrone = (icon: string): Card => ({ ...person({ affiliation: 'Borg', skills: 'Biology', ch: ['Borg', 'Drone'] }), property: 'TNG', icons: [lookupIcon(icon)!] });
  function given(where: 'atop' | 'table') {
    const built = scene({ missions: ['Explore Dyson Sphere'], ship: { ...realCard('Borg Cube'), id: 't_cube' }, crew: [tngDrone('Nav'), tngDrone('Com')], hand: ['Consume: Technology'] });
    const objective = built.ids.hand[0]!;
    const state = moved(built.state, [[objective, where === 'atop' ? Z.atop('L1') : Z.table('p1')]]);
    const [nav, com] = built.ids.crew as [string, string];
    const skills = (iid: string) => memberOf(state, iid).skills.map((skill) => `${skill.name}${skill.level}`).sort();
    return { nav: skills(nav), com: skills(com) };
  }
  it('applies: lying completed on its mission, the [TNG] [Nav] drone has ENGINEER x3, Navigation, Computer Skill and Physics besides its own Biology', () => {
    expect(given('atop').nav).toEqual(['Biology1', 'Computer Skill1', 'ENGINEER3', 'Navigation1', 'Physics1']);
  });
  it('does not apply: to the [Com] drone, nor while the objective is still on the table (not completed)', () => {
    expect(given('atop').com).toEqual(['Biology1']);
    expect(given('table').nav).toEqual(['Biology1']);
  });
  it('Intelligence skills and "any Intelligence" are not gained; a skill named twice is gained at its highest count', () => {
    const parsed = parseRequirement('Tal Shiar + Computer Skill x2 + Intelligence + Physics OR Computer Skill + Obsidian Order');
    expect('expression' in parsed && parsed.expression ? [...requiredSkills(parsed.expression)] : null).toEqual([
      ['Computer Skill', 2],
      ['Physics', 1],
    ]);
  });
});

describe('153_006 A Willing Companion: one more counterpart allowed; when it leaves play, counterparts over the limit are discarded (your choice)', () => {
  const counterpart = (title: string): Card => person({ affiliation: 'Borg', skills: 'OFFICER', ch: ['Borg', 'Counterpart'], title });
  function given(companions: number, counterparts: number) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: Array.from({ length: counterparts }, (_, index) => counterpart(`Test Counterpart ${index}`)),
      hand: ['Mercy Kill', ...Array.from({ length: companions }, () => 'A Willing Companion')],
      opponentHand: [{ skills: 'OFFICER', affiliation: 'Romulan' }],
    });
    const [mercy, ...events] = built.ids.hand as [string, ...string[]];
    const victim = built.ids.opponentHand[0]!;
    const state = moved(built.state, [...events.map((iid): [string, string] => [iid, Z.table('p1')]), [victim, Z.surface('L1')]]);
    return { state, mercy, events, victim, team: built.ids.awayTeam };
  }
  it('applies: with it on the table, a second counterpart may be assimilated; nullified (Mercy Kill), one of the two counterparts is discarded — the player picks which', () => {
    const { state, victim } = given(1, 1);
    expect(assimilationProblem(state, victim, 'p1', 'counterpart')).toBeNull();
    const two = given(1, 2);
    const killed = accepted(two.state, { type: 'PlayCard', actor: 'p1', card: two.mercy, target: two.events[0]!, mode: 1 });
    expect(killed.state.cards[two.events[0]!]!.zone).toBe(Z.discard('p1'));
    const awaited = ofType(killed.events, 'ChoiceAwaited');
    expect(awaited).toEqual([expect.objectContaining({ player: 'p1', source: two.events[0], options: two.team, min: 1, max: 1 })]);
    const chosen = accepted(killed.state, { type: 'MakeChoice', actor: 'p1', chosen: [two.team[1]!] });
    expect(chosen.state.cards[two.team[1]!]!.zone).toBe(Z.discard('p1'));
    expect(chosen.state.cards[two.team[0]!]!.zone).toBe(Z.surface('L1'));
  });
  it('does not apply: without it a second counterpart is refused; with two copies, one leaving still allows two counterparts (nothing discarded)', () => {
    const bare = given(0, 1);
    expect(assimilationProblem(bare.state, bare.victim, 'p1', 'counterpart')?.code).toBe('COUNTERPART_IN_PLAY');
    const { state, mercy, events, team } = given(2, 2);
    const killed = accepted(state, { type: 'PlayCard', actor: 'p1', card: mercy, target: events[0]!, mode: 1 });
    expect(killed.state.cards[events[0]!]!.zone).toBe(Z.discard('p1'));
    expect(ofType(killed.events, 'ChoiceAwaited')).toEqual([]);
    expect(team.map((iid) => killed.state.cards[iid]!.zone)).toEqual([Z.surface('L1'), Z.surface('L1')]);
  });
});

describe('109_040 Adapt: Negate Obstruction: nullifies a dilemma your [Com] Borg just encountered when you faced that title on an earlier turn', () => {
  const comDrone = (): Card => ({ ...person({ affiliation: 'Borg', skills: 'ENGINEER', ch: ['Borg', 'Drone'] }), icons: [lookupIcon('Com')!] });
  /** p1's [Com] (or [Nav]) drone scouts Avert Disaster for Assimilate Planet; Archer is encountered; p1 holds its response window. */
  function encountered(faced: 'earlier' | 'this-turn' | 'never', icon = 'Com') {
    const team = icon === 'Com' ? comDrone() : { ...comDrone(), icons: [lookupIcon(icon)!] };
    const built = scene({ missions: ['Avert Disaster'], missionOwner: 'p2', seeds: ['Archer'], awayTeam: [team], hand: ['Assimilate Planet', 'Adapt: Negate Obstruction'] });
    const [objective, adapt] = built.ids.hand as [string, string];
    const turn = built.state.turn!.number;
    const record: Record<string, number> = faced === 'never' ? {} : { 'p1|Archer': faced === 'earlier' ? turn - 1 : turn };
    const start = { ...built.state, dilemmasFaced: record };
    const ready = accepted(accepted(start, { type: 'SetAutoPass', actor: 'p1', on: false }).state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    let state = accepted(ready, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state;
    // The opponent's window first (automatic pass), then p1's own.
    for (let guard = 0; guard < 5 && (state.windows ?? []).at(-1)?.player !== 'p1'; guard += 1) state = accepted(state, { type: 'PassResponse', actor: (state.windows ?? []).at(-1)!.player }).state;
    return { state, adapt, archer: built.ids.seeds[0]! };
  }
  it('applies: Archer, faced on an earlier turn, is nullified in p1’s window (out of play, none of its steps)', () => {
    const { state, adapt, archer } = encountered('earlier');
    expect(state.windows?.at(-1)).toMatchObject({ action: 'dilemma-encountered', card: archer, player: 'p1' });
    const play = { type: 'PlayCard', actor: 'p1', card: adapt, target: archer } as const;
    expect(legalCommands(state, 'p1')).toContainEqual(play);
    const done = accepted(state, play);
    let after = done.state;
    const events = [...done.events];
    for (let guard = 0; guard < 5 && (after.windows ?? []).length > 0; guard += 1) {
      const step = accepted(after, { type: 'PassResponse', actor: (after.windows ?? []).at(-1)!.player });
      events.push(...step.events);
      after = step.state;
    }
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[archer, 'nullified']]);
    expect(ofType(events, 'DilemmaStepResolved')).toEqual([]);
    expect(after.dilemmasFaced?.['p1|Archer']).toBe(state.turn!.number - 1);
  });
  it('does not apply: first faced this turn, never faced, or no [Com] Borg in the team', () => {
    for (const [faced, icon] of [['this-turn', 'Com'], ['never', 'Com'], ['earlier', 'Nav']] as const) {
      const { state, adapt, archer } = encountered(faced, icon);
      expect(refused(state, { type: 'PlayCard', actor: 'p1', card: adapt, target: archer })).toBe('PLAY_CONDITION');
    }
  });
});
