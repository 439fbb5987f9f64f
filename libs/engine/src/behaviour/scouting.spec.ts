/**
 * Borg-Only Objectives (issue 15, borg objectives: behaviour/scouting.ts): the current objective and its
 * target, scouting the target location (a scouting attempt encounters the seed cards and ends without
 * solving), scouting completed at the end of the turn, and the probe (or completion) on a later turn.
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING; Missions Are Irrelevant: Scouting
 *   Locations; END OF TURN › PROBING.
 * given (a scene on p1's turn: Borg personnel at L1, the objective in hand) / when (PlayCard with the
 * target, AttemptMission with `scout`, EndTurn) / then (the exact facts: ObjectiveTargeted,
 * ScoutingAttemptEnded, ScoutingCompleted, the probe, the objective placed on the mission and its points).
 */
import { lookupIcon, type Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import { bp } from '../context';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { specialEquipment } from './ship-equipment';
import { pointsNeeded } from '../winning';

const borg = (skills: string): Card => person({ affiliation: 'Borg', skills });
const endTurn = (state: GameState, actor: 'p1' | 'p2' = 'p1', decline?: true) => accepted(state, { type: 'EndTurn', actor, ...(decline ? { decline } : {}) });
const effects = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').map((event) => event.effect);

/** `card` put atop p1's draw deck (the next probe card). */
function atop(state: GameState, card: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' } as GameEvent], state);
}

/** The objective (first hand card) played on L1, the rest of the hand kept. */
function played(spec: SceneSpec) {
  const built = scene(spec);
  const objective = built.ids.hand[0]!;
  const after = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' });
  return { built, objective, state: after.state, events: after.events };
}

/** Ends p1's turn, then p2's: p1's next turn begins. */
const roundTrip = (state: GameState, decline?: true) => {
  const first = endTurn(state, 'p1', decline);
  return { ended: first, state: endTurn(first.state, 'p2').state };
};

describe('109_066 Assimilate Planet (target a non-homeworld planet of 35+ points; scout; then probe [Com]/[Def] to complete)', () => {
  const planet = (seeds: SceneSpec['seeds'] = ['Impassable Door']): SceneSpec => ({
    missions: ['Avert Disaster', 'Evacuation', 'Explore Dyson Sphere'],
    missionOwner: 'p2',
    seeds,
    awayTeam: [borg('ENGINEER Computer Skill')],
    hand: ['Assimilate Planet', 'Establish Gateway', 'Assimilate Planet', { skills: 'OFFICER' }],
  });

  it('targets only a planet showing 35 points or more (Avert Disaster, 40; not Evacuation, 30); played on the table, its target recorded', () => {
    const built = scene(planet());
    const objective = built.ids.hand[0]!;
    expect(legalCommands(built.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === objective)).toEqual([{ type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }]);
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L2' })).toBe('INVALID_TARGET');
    const after = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' });
    expect(after.state.cards[objective]!.zone).toBe(Z.table('p1'));
    expect(ofType(after.events, 'ObjectiveTargeted')).toEqual([expect.objectContaining({ player: 'p1', card: objective, target: 'L1' })]);
  });

  it('one current objective: a second Borg-Only Objective is refused while the first is on the table', () => {
    const { state, built } = played(planet());
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[1]!, target: 'L3' })).toBe('CURRENT_OBJECTIVE');
  });

  it('scouting: the Borg Away Team encounters the dilemma and the attempt ends without solving; a plain attempt by the Borg is refused', () => {
    const { state, objective, built } = played(planet());
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).not.toBeNull();
    const scout: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective };
    expect(legalCommands(state, 'p1')).toContainEqual(scout);
    const scouted = accepted(state, scout);
    expect(ofType(scouted.events, 'MissionAttemptBegan')).toEqual([expect.objectContaining({ scout: objective, awayTeam: built.ids.awayTeam })]);
    expect(ofType(scouted.events, 'DilemmaEncountered').map((event) => event.title)).toEqual(['Impassable Door']);
    expect(ofType(scouted.events, 'ScoutingAttemptEnded')).toEqual([expect.objectContaining({ player: 'p1', location: 'L1', objective })]);
    expect(ofType(scouted.events, 'MissionSolved')).toEqual([]);
    expect(scouted.state.attempt).toBeNull();
    expect(scouted.state.objectives?.[objective]).toEqual({ target: 'L1', scouted: 1 });
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L2', scout: objective })).toBe('NOT_THE_TARGET');
  });

  it('scouting completes at the end of the turn (no probe that turn); on the next turn a [Com] probe card completes it: on the mission, 25 points', () => {
    const { state, objective, built } = played(planet());
    const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective });
    const first = endTurn(scouted.state);
    expect(ofType(first.events, 'ScoutingCompleted')).toEqual([expect.objectContaining({ objective, location: 'L1', turn: 1 })]);
    expect(effects(first.events)).toContain('scouting completed this turn: no probe until a later turn');
    const next = endTurn(first.state, 'p2').state;
    const probeCard = built.ids.hand[2]!; // another Assimilate Planet: its text shows [Com]
    const done = endTurn(atop(next, probeCard));
    expect(effects(done.events)).toContain('p1 probes: Assimilate Planet → assimilated');
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 25, bonus: false, source: objective })]);
    // The mission it lies on counts as completed for the win conditions: the Alpha Quadrant penalty is lifted.
    expect(pointsNeeded(next, 'p1') - pointsNeeded(done.state, 'p1')).toBe(40);
  });

  // Issue 15 (lead): the `objective-completed` window (behaviour/objective-windows.ts), answered by A Few Loose Ends' third way.
  it('241_021 A Few Loose Ends: just after the completion, the opponent (behind now) stops all of p1\'s personnel; not when nobody answers every window', () => {
    const withLooseEnds = (every: boolean) => {
      // (no other objective in hand: none is offered for download as this one completes, so nothing is pending after the command)
      const { state, objective, built } = played({ ...planet(), hand: ['Assimilate Planet', { skills: 'OFFICER' }, 'Assimilate Planet'], opponentHand: ['A Few Loose Ends'] });
      const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective });
      const next = endTurn(endTurn(scouted.state).state, 'p2').state;
      const asking = every ? accepted(next, { type: 'SetAutoPass', actor: 'p2', on: false, every: true }).state : next;
      let done = endTurn(atop(asking, built.ids.hand[2]!));
      // p2 answers every window: the end of p1's turn waits for p2 first (turn-ending-windows.ts); the probe follows its pass
      if (done.state.windows?.at(-1)?.action === 'turn-ending') done = accepted(done.state, { type: 'PassResponse', actor: 'p2' });
      return { done, objective, built };
    };
    const { done, objective, built } = withLooseEnds(true);
    expect(ofType(done.events, 'BorgObjectiveCompleted')).toEqual([expect.objectContaining({ player: 'p1', objective, location: 'L1' })]);
    expect(done.state.windows?.at(-1)).toMatchObject({ action: 'objective-completed', by: 'p1', player: 'p2', target: 'L1' });
    const looseEnds = built.ids.opponentHand[0]!;
    const answer: Command = { type: 'PlayCard', actor: 'p2', card: looseEnds, target: 'L1' };
    expect(legalCommands(done.state, 'p2')).toContainEqual(answer);
    const stopped = accepted(done.state, answer);
    expect(stopped.state.cards[built.ids.awayTeam[0]!]!.stopped).toBe(true);
    // nobody answers every window: no window opens, nothing to respond to
    const quiet = withLooseEnds(false).done;
    expect(ofType(quiet.events, 'BorgObjectiveCompleted')).toHaveLength(1);
    expect((quiet.state.windows ?? []).filter((w) => w.action === 'objective-completed')).toEqual([]);
  });

  it('a probe card showing neither [Com] nor [Def]: no outcome, the objective stays current; declined: no probe at all', () => {
    const { state, objective, built } = played(planet());
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state).state;
    const plain = endTurn(atop(next, built.ids.hand[3]!));
    expect(effects(plain.events).some((effect) => effect.endsWith('→ no outcome'))).toBe(true);
    expect(plain.state.cards[objective]!.zone).toBe(Z.table('p1'));
    const declined = endTurn(atop(next, built.ids.hand[2]!), 'p1', true);
    expect(effects(declined.events)).toContain('optional part declined');
    expect(declined.state.cards[objective]!.zone).toBe(Z.table('p1'));
  });

  it('no probe after a battle at the target location since the end of your last turn, nor without Borg there', () => {
    const { state, objective, built } = played(planet());
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state).state;
    // The battle record as BattleInitiated leaves it (battle/evolve-battle.ts): a battle at L1 in p2's turn 2.
    const battled = endTurn(atop({ ...next, battledAt: { L1: 2 } }, built.ids.hand[2]!));
    expect(effects(battled.events)).toContain('a battle took place at the target location since the end of your last turn: no probe');
    expect(battled.state.cards[objective]!.zone).toBe(Z.table('p1'));
    const gone = evolveAll([{ type: 'CardMoved', card: built.ids.awayTeam[0]!, from: Z.surface('L1'), to: Z.discard('p1'), faceUp: true, reason: 'test' } as GameEvent], next);
    const empty = endTurn(atop(gone, built.ids.hand[2]!));
    expect(effects(empty.events)).toContain('condition not met at the target location');
  });

  it('a dilemma left under the mission (the scouting attempt failed): scouting is not completed at the end of the turn', () => {
    const { state, objective } = played({ ...planet(), awayTeam: [borg('ENGINEER')] });
    const failed = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective });
    expect(ofType(failed.events, 'MissionAttemptFailed')).toHaveLength(1);
    const ended = endTurn(failed.state);
    expect(ofType(ended.events, 'ScoutingCompleted')).toEqual([]);
    expect(ended.state.objectives?.[objective]).toEqual({ target: 'L1', scouted: 1 });
  });
});

describe('109_070 Establish Gateway (target a space mission; a Borg crew scouts; probe [Com]/[Nav] to complete)', () => {
  const space = (): SceneSpec => ({
    missions: ['Explore Dyson Sphere', 'Avert Disaster'],
    ship: { ...realCard('Borg Cube'), id: 't_cube' },
    crew: [borg('ENGINEER')],
    hand: ['Establish Gateway', { skills: 'OFFICER' }],
  });
  it('targets the space mission only; a crew aboard a ship there scouts it (no seed cards: the attempt ends at once); a probe card without [Com]/[Nav]: no outcome', () => {
    const built = scene(space());
    const objective = built.ids.hand[0]!;
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L2' })).toBe('INVALID_TARGET');
    const state = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective })).toBe('NO_SHIP');
    const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective });
    expect(ofType(scouted.events, 'ScoutingAttemptEnded')).toHaveLength(1);
    const next = roundTrip(scouted.state).state;
    // A personnel showing no [Com] or [Nav] as probe card: no outcome.
    const none = endTurn(atop(next, built.ids.hand[1]!));
    expect(effects(none.events).some((effect) => effect.endsWith('→ no outcome'))).toBe(true);
    expect(none.state.cards[objective]!.zone).toBe(Z.table('p1'));
  });
  it('a probe card showing [Nav] only as a staffing icon completes it: placed on the mission, 25 points', () => {
    const nav: Card = { ...realCard('Borg Cube'), id: 't_probe_cube' };
    const built = scene({ ...space(), hand: ['Establish Gateway', nav] });
    const objective = built.ids.hand[0]!;
    const state = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective }).state).state;
    const done = endTurn(atop(next, built.ids.hand[1]!));
    expect(effects(done.events)).toContain('p1 probes: Borg Cube → sector cleared');
    expect(done.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 25 })]);
    expect(effects(done.events)).toContain('no Transwarp Network Gateway to download');
  });
  it('with a Transwarp Network Gateway in the draw deck, it is downloaded onto the mission as the objective completes', () => {
    const nav: Card = { ...realCard('Borg Cube'), id: 't_probe_cube7' };
    const built = scene({ ...space(), hand: ['Establish Gateway', nav, 'Transwarp Network Gateway'] });
    const [objective, probe, gateway] = built.ids.hand as [string, string, string];
    const state = accepted(built.state, { type: 'PlayCard', actor: 'p1', card: objective, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective }).state).state;
    const inDeck = evolveAll([{ type: 'CardMoved', card: gateway, from: Z.hand('p1'), to: Z.draw('p1'), index: 2, faceUp: false, reason: 'test' } as GameEvent], next);
    const done = endTurn(atop(inDeck, probe));
    expect(ofType(done.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: gateway, to: Z.atop('L1') })]);
    expect(done.state.cards[gateway]!.zone).toBe(Z.atop('L1'));
    expect(done.state.turn?.player).toBe('p2');
  });
});

describe('217_010 Consume: Technology (your space mission requiring Computer Skill; [TNG] Borg scout; complete with a staffed [TNG] Borg cube there)', () => {
  const drone: Card = { ...person({ affiliation: 'Borg', skills: 'ENGINEER' }), id: 't_tng_drone', property: 'TNG', icons: [lookupIcon('Com')!] };
  const tngCube = (): Card => {
    const card = realCard("Locutus' Borg Cube");
    return { ...card, id: 't_tng_cube', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  const spec = (crew: readonly Card[], missions: SceneSpec['missions'] = ['Explore Dyson Sphere']): SceneSpec => ({ missions, ship: tngCube(), crew, hand: ['Consume: Technology'] });

  it('targets your space mission requiring Computer Skill; not one without it', () => {
    const built = scene(spec([drone], ['Explore Black Cluster']));
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
  });

  it('scouted by [TNG] Borg, it is complete at the end of the turn scouting completes, with the staffed [TNG] cube there: on the mission, 35 points (no probe)', () => {
    const { state, objective, built } = played(spec([drone]));
    const scouted = accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective });
    const ended = endTurn(scouted.state);
    expect(ofType(ended.events, 'ScoutingCompleted')).toHaveLength(1);
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 35, bonus: false })]);
    expect(effects(ended.events).some((effect) => effect.includes('probes:'))).toBe(false);
  });

  it('non-[TNG] Borg may not scout for it', () => {
    const { state, objective, built } = played(spec([borg('ENGINEER')]));
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective })).toBe('NO_CREW');
  });
});

describe('217_009 Consume: Resources (an unsolved non-homeworld planet; complete with a staffed [TNG] Borg cube there)', () => {
  const drone: Card = { ...person({ affiliation: 'Borg', skills: 'ENGINEER' }), id: 't_tng_drone2', property: 'TNG', icons: [lookupIcon('Com')!] };
  const tngCube = (): Card => {
    const card = realCard("Locutus' Borg Cube");
    return { ...card, id: 't_tng_cube2', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  it('with the cube staffed at the planet, complete when scouting completes (30 points); with no crew aboard, not complete', () => {
    const base: SceneSpec = { missions: ['Evacuation'], missionOwner: 'p2', ship: tngCube(), crew: [drone], awayTeam: [{ ...drone, id: 't_tng_drone3' }], hand: ['Consume: Resources'] };
    const { state, objective } = played(base);
    const ended = endTurn(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: objective }).state);
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 30 })]);
    const unstaffed = played({ ...base, crew: [] });
    const notYet = endTurn(accepted(unstaffed.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: unstaffed.objective }).state);
    expect(ofType(notYet.events, 'ScoutingCompleted')).toHaveLength(1);
    expect(notYet.state.cards[unstaffed.objective]!.zone).toBe(Z.table('p1'));
    expect(effects(notYet.events)).toContain('condition not met at the target location');
  });
});

describe('109_038 A Change of Plans (your current objective discarded, or back to hand with a Borg Queen in play)', () => {
  const spec = (queen: boolean): SceneSpec => ({
    missions: ['Avert Disaster', 'Explore Dyson Sphere'],
    missionOwner: 'p2',
    awayTeam: [queen ? person({ affiliation: 'Borg', skills: 'SECURITY', title: 'Borg Queen', universal: false }) : borg('SECURITY')],
    hand: ['Assimilate Planet', 'A Change of Plans', 'Establish Gateway'],
  });
  it('without a Borg Queen: the current objective is discarded, and another may be played', () => {
    const { state, objective, built } = played(spec(false));
    const changed = accepted(state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[1]! });
    expect(changed.state.cards[objective]!.zone).toBe(Z.discard('p1'));
    expect(refused(roundTrip(state).state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[2]!, target: 'L2' })).toBe('CURRENT_OBJECTIVE');
    expect(refused(roundTrip(changed.state).state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[2]!, target: 'L2' })).toBeNull();
  });
  it('played the other way: the current objective goes, then Establish Gateway is downloaded from the draw deck onto the table with its target (L2)', () => {
    const { state, objective, built } = played(spec(false));
    const gateway = built.ids.hand[2]!;
    const deck = evolveAll([{ type: 'CardMoved', card: gateway, from: Z.hand('p1'), to: Z.draw('p1'), index: 3, faceUp: false, reason: 'test' } as GameEvent], state);
    const change = built.ids.hand[1]!;
    expect(legalCommands(deck, 'p1').filter((command) => command.type === 'PlayCard' && command.card === change)).toContainEqual({ type: 'PlayCard', actor: 'p1', card: change, mode: 1, target: `${gateway}>L2` });
    const changed = accepted(deck, { type: 'PlayCard', actor: 'p1', card: change, mode: 1, target: `${gateway}>L2` });
    expect(changed.state.cards[objective]!.zone).toBe(Z.discard('p1'));
    expect(changed.state.cards[gateway]!.zone).toBe(Z.table('p1'));
    expect(ofType(changed.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: gateway })]);
    expect(changed.state.objectives?.[gateway]).toEqual({ target: 'L2' });
  });

  it('with a Borg Queen in play: it returns to hand', () => {
    const { state, objective, built } = played(spec(true));
    const changed = accepted(state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[1]! });
    expect(changed.state.cards[objective]!.zone).toBe(Z.hand('p1'));
  });
});

describe('217_004 Relentless (three drones to scout; Consume scouting completed unscouted; no Implant cards)', () => {
  const drone = (id: string): Card => ({ ...person({ affiliation: 'Borg', skills: 'ENGINEER', ch: ['Drone'] }), id, property: 'TNG', icons: [lookupIcon('Com')!] });
  const tngCube = (): Card => {
    const card = realCard("Locutus' Borg Cube");
    return { ...card, id: 't_tng_cube3', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  const withRelentless = (spec: SceneSpec, on = true) => {
    const result = played({ ...spec, hand: [...(spec.hand ?? []), 'Relentless', 'Ocular Implants'] });
    const relentless = result.built.ids.hand[result.built.ids.hand.length - 2]!;
    return { ...result, relentless, implants: result.built.ids.hand[result.built.ids.hand.length - 1]!, state: on ? evolveAll([{ type: 'CardMoved', card: relentless, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' } as GameEvent], result.state) : result.state };
  };
  const technology = (crew: readonly Card[]): SceneSpec => ({ missions: ['Explore Dyson Sphere'], ship: tngCube(), crew, hand: ['Consume: Technology'] });

  it('a scouting attempt with fewer than three drones is refused; with three it goes on', () => {
    const few = withRelentless(technology([drone('t_d1'), drone('t_d2')]));
    expect(refused(few.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: few.built.ids.ship!, scout: few.objective })).toBe('TOO_FEW_DRONES');
    const three = withRelentless(technology([drone('t_d1'), drone('t_d2'), drone('t_d3')]));
    expect(refused(three.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: three.built.ids.ship!, scout: three.objective })).toBeNull();
    const without = withRelentless(technology([drone('t_d1')]), false);
    expect(refused(without.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: without.built.ids.ship!, scout: without.objective })).toBeNull();
  });

  it('no dilemma under the Consume target: scouting is completed at the end of the turn without a scouting attempt, and the objective completes; without Relentless it is not', () => {
    const on = withRelentless(technology([drone('t_d1')]));
    const ended = endTurn(on.state);
    expect(ofType(ended.events, 'ScoutingCompleted')).toHaveLength(1);
    expect(ended.state.cards[on.objective]!.zone).toBe(Z.atop('L1'));
    const off = withRelentless(technology([drone('t_d1')]), false);
    const plain = endTurn(off.state);
    expect(ofType(plain.events, 'ScoutingCompleted')).toEqual([]);
    expect(plain.state.cards[off.objective]!.zone).toBe(Z.table('p1'));
  });

  it('its owner may not play an Implant card (Ocular Implants) while it is on the table', () => {
    const on = withRelentless(technology([drone('t_d1')]));
    expect(refused(roundTrip(on.state).state, { type: 'PlayCard', actor: 'p1', card: on.implants, target: on.built.ids.crew[0]! })).toBe('PLAY_FORBIDDEN');
    const off = withRelentless(technology([drone('t_d1')]), false);
    expect(refused(roundTrip(off.state).state, { type: 'PlayCard', actor: 'p1', card: off.implants, target: off.built.ids.crew[0]! })).toBeNull();
  });
});

describe('217_008 Consume: Outpost (an unsolved Neutral Zone Region mission; complete with a staffed [TNG] Borg cube there)', () => {
  const drone: Card = { ...person({ affiliation: 'Borg', skills: 'ENGINEER' }), id: 't_tng_drone4', property: 'TNG', icons: [lookupIcon('Com')!] };
  const tngCube = (): Card => {
    const card = realCard("Locutus' Borg Cube");
    return { ...card, id: 't_tng_cube4', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  it('targets a Neutral Zone Region mission only; scouted, it is complete with the cube there (35 points)', () => {
    const elsewhere = scene({ missions: ['Explore Dyson Sphere'], ship: tngCube(), crew: [drone], hand: ['Consume: Outpost'] });
    expect(refused(elsewhere.state, { type: 'PlayCard', actor: 'p1', card: elsewhere.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
    const { state, objective, built } = played({ missions: ['Explore Dyson Sphere'], region: 'Neutral Zone Region', ship: tngCube(), crew: [drone], hand: ['Consume: Outpost'] });
    const ended = endTurn(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: objective }).state);
    expect(ended.state.cards[objective]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 35 })]);
  });
  // Issue 15 (helper outside): "a mission you have not examined" — read as no mission attempt begun there (Location.attempted).
  it('does not target a Neutral Zone Region mission already attempted (examined)', () => {
    const fresh = scene({ missions: ['Explore Dyson Sphere'], region: 'Neutral Zone Region', ship: tngCube(), crew: [drone], hand: ['Consume: Outpost'] });
    const play = { type: 'PlayCard', actor: 'p1', card: fresh.ids.hand[0]!, target: 'L1' } as const;
    expect(refused(fresh.state, play)).toBeNull();
    const attempted: GameState = { ...fresh.state, locations: { ...fresh.state.locations, L1: { ...fresh.state.locations.L1!, attempted: true } } };
    expect(refused(attempted, play)).toBe('INVALID_TARGET');
  });
});

describe("109_072 Salvage Starship (a space mission where an opponent's ship was destroyed; probe [Nav]/[Def])", () => {
  const spec = (): SceneSpec => ({
    missions: ['Explore Dyson Sphere', 'Explore Black Cluster'],
    ship: { ...realCard('Borg Cube'), id: 't_cube5' },
    crew: [borg('ENGINEER')],
    hand: ['Salvage Starship', { ...realCard('Borg Cube'), id: 't_probe_cube5' }],
    opponentHand: [{ ...realCard('Borg Cube'), id: 't_p2_ship' }],
  });
  const destroyed = (state: GameState, ship: string, at: string) =>
    evolveAll(
      [
        { type: 'CardMoved', card: ship, from: Z.hand('p2'), to: Z.space(at), faceUp: true, reason: 'test' },
        { type: 'CardLeftPlay', card: ship, from: Z.space(at), to: Z.discard('p2'), how: 'destroyed', source: ship },
      ] as GameEvent[],
      state,
    );
  it("no opponent's ship destroyed there: no target; after one was destroyed at L1, L1 only", () => {
    const built = scene(spec());
    const card = built.ids.hand[0]!;
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card, target: 'L1' })).toBe('INVALID_TARGET');
    const after = destroyed(built.state, built.ids.opponentHand[0]!, 'L1');
    expect(legalCommands(after, 'p1').filter((command) => command.type === 'PlayCard' && command.card === card)).toEqual([{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]);
  });
  it('scouted, then a [Nav] probe card on a later turn completes it: on the mission, 30 points', () => {
    const built = scene(spec());
    const card = built.ids.hand[0]!;
    const state = accepted(destroyed(built.state, built.ids.opponentHand[0]!, 'L1'), { type: 'PlayCard', actor: 'p1', card, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: card }).state).state;
    const done = endTurn(atop(next, built.ids.hand[1]!));
    expect(done.state.cards[card]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 30 })]);
  });
  // Issue 15 (helper stored): the salvaged ship stored beneath it (choice fate `stored-on-source`), its special equipment lent to p1's ships (behaviour/stored-cards.ts).
  const completed = (salvaged: Card) => {
    const built = scene({ ...spec(), opponentHand: [salvaged] });
    const card = built.ids.hand[0]!;
    const ship = built.ids.opponentHand[0]!;
    const state = accepted(destroyed(built.state, ship, 'L1'), { type: 'PlayCard', actor: 'p1', card, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: card }).state).state;
    return { state: endTurn(atop(next, built.ids.hand[1]!)).state, card, ship, cube: built.ids.ship! };
  };
  it('applies: completing it, p1 may store a ship from p2’s discard pile beneath it; that ship’s Holodeck is then p1’s Borg Cube’s too', () => {
    const { state, card, ship, cube } = completed({ ...realCard('U.S.S. Enterprise'), id: 't_p2_enterprise' });
    expect(state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: [ship] }));
    expect(specialEquipment(state, cube)).not.toContain('Holodeck');
    const chosen = accepted(state, { type: 'MakeChoice', actor: 'p1', chosen: [ship] }).state;
    expect(chosen.cards[ship]!.zone).toBe(Z.stored(card));
    expect(chosen.cards[ship]!.owner).toBe('p2');
    expect(specialEquipment(chosen, cube)).toContain('Holodeck');
  });
  it('does not apply: p1 declines the search — no ship beneath it, no equipment lent', () => {
    const { state, ship, cube } = completed({ ...realCard('U.S.S. Enterprise'), id: 't_p2_enterprise' });
    const declined = accepted(state, { type: 'MakeChoice', actor: 'p1', chosen: [] }).state;
    expect(declined.cards[ship]!.zone).toBe(Z.discard('p2'));
    expect(specialEquipment(declined, cube)).not.toContain('Holodeck');
  });
});

describe('115_062 Post Garrison (the opponent may not attempt or scout the mission, nor complete a [BO] objective targeting it)', () => {
  const garrisoned = (on: boolean) => {
    const result = played({ missions: ['Avert Disaster'], missionOwner: 'p2', seeds: [], awayTeam: [borg('ENGINEER')], hand: ['Assimilate Planet', 'Assimilate Planet'], opponentHand: ['Post Garrison'] });
    const garrison = result.built.ids.opponentHand[0]!;
    const state = on ? evolveAll([{ type: 'CardMoved', card: garrison, from: Z.hand('p2'), to: Z.atop('L1'), faceUp: true, reason: 'test' } as GameEvent], result.state) : result.state;
    return { ...result, state };
  };
  it('on the mission: the scouting attempt is refused; without it the Borg scout', () => {
    const on = garrisoned(true);
    expect(refused(on.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: on.objective })).toBe('GARRISONED');
    const off = garrisoned(false);
    expect(refused(off.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: off.objective })).toBeNull();
  });
  it('placed after scouting completed: the [Com] probe outcome cannot complete the objective there', () => {
    const off = garrisoned(false);
    const next = roundTrip(accepted(off.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', scout: off.objective }).state).state;
    const garrison = off.built.ids.opponentHand[0]!;
    const late = evolveAll([{ type: 'CardMoved', card: garrison, from: Z.hand('p2'), to: Z.atop('L1'), faceUp: true, reason: 'test' } as GameEvent], next);
    const ended = endTurn(atop(late, off.built.ids.hand[1]!));
    expect(effects(ended.events)).toContain('Post Garrison: the objective may not be completed at that mission');
    expect(ended.state.cards[off.objective]!.zone).toBe(Z.table('p1'));
    expect(endTurn(atop(next, off.built.ids.hand[1]!)).state.cards[off.objective]!.zone).toBe(Z.atop('L1'));
  });
  it('a plain mission attempt by the opponent there is refused too', () => {
    const built = scene({ missions: ['Avert Disaster'], awayTeam: [{ affiliation: 'Federation', skills: 'Geology Honor', i: 40 }], opponentHand: ['Post Garrison'] });
    const state = evolveAll([{ type: 'CardMoved', card: built.ids.opponentHand[0]!, from: Z.hand('p2'), to: Z.atop('L1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    expect(refused(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBe('GARRISONED');
    expect(refused(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' })).toBeNull();
  });
});

describe('124_047 Harness Particle 010 (your mission with the Omega Particle; a staffed Borg cube there; probe an enigma, incident or objective; doubles later objectives)', () => {
  const drone: Card = { ...person({ affiliation: 'Borg', skills: 'ENGINEER' }), id: 't_com_drone', icons: [lookupIcon('Com')!] };
  const cube = (): Card => {
    const card = realCard('Borg Cube');
    return { ...card, id: 't_cube6', ship: { ...card.ship!, staffing: { icons: ['Com'], alternatives: [] } } };
  };
  const spec = (): SceneSpec => ({ missions: ['Explore Dyson Sphere', 'Explore Black Cluster'], ship: cube(), crew: [drone], hand: ['Harness Particle 010', 'Omega Particle', 'Establish Gateway', 'Assimilate Planet'] });
  const withParticle = (state: GameState, particle: string) => evolveAll([{ type: 'CardMoved', card: particle, from: Z.hand('p1'), to: Z.atop('L1'), faceUp: true, reason: 'test' } as GameEvent], state);

  it('targets only your mission where the Omega Particle is', () => {
    const built = scene(spec());
    const harness = built.ids.hand[0]!;
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: harness, target: 'L1' })).toBe('INVALID_TARGET');
    const state = withParticle(built.state, built.ids.hand[1]!);
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === harness)).toEqual([{ type: 'PlayCard', actor: 'p1', card: harness, target: 'L1', mode: 0 }]);
  });

  it('scouted, an objective as probe card completes it on a later turn: 30 points, the Omega Particle discarded; a personnel as probe card: no outcome', () => {
    const built = scene(spec());
    const [harness, particle, , probe] = built.ids.hand as [string, string, string, string];
    const state = accepted(withParticle(built.state, particle), { type: 'PlayCard', actor: 'p1', card: harness, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: harness }).state).state;
    const plain = endTurn(next);
    expect(effects(plain.events).some((effect) => effect.endsWith('→ no outcome'))).toBe(true);
    const done = endTurn(atop(next, probe));
    expect(effects(done.events)).toContain('p1 probes: Assimilate Planet → perfection achieved');
    expect(done.state.cards[harness]!.zone).toBe(Z.atop('L1'));
    expect(done.state.cards[particle]!.zone).toBe(Z.discard('p1'));
    expect(ofType(done.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 30 })]);
  });

  // Issue 15 (helper tail1): "(download if needed; it is immune to Kevin Uxbridge)" — facility-target-downloads.ts, lent-immunity.ts.
  const withOutpost = (deck: readonly string[]) => {
    const built = scene({ ...spec(), hand: ['Harness Particle 010', 'Borg Outpost', 'Kevin Uxbridge'], drawTop: deck });
    const [harness, outpost, kevin] = built.ids.hand as [string, string, string];
    return { built, harness, outpost, kevin, state: moved(built.state, [[outpost, Z.space('L1')]]) };
  };

  it('download if needed: with your outpost at your mission and no Omega Particle there, the second way downloads one onto the outpost and targets that mission', () => {
    const { built, harness, outpost, state } = withOutpost(['Omega Particle']);
    const particle = built.ids.deck[0]!;
    expect(bp(state, particle).title).toBe('Omega Particle');
    const way: Command = { type: 'PlayCard', actor: 'p1', card: harness, target: 'L1', mode: 1 };
    expect(legalCommands(state, 'p1')).toContainEqual(way);
    const after = accepted(state, way);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: particle, player: 'p1' })]);
    expect(after.state.cards[particle]!.zone).toBe(Z.on(outpost));
    expect(ofType(after.events, 'ObjectiveTargeted')).toEqual([expect.objectContaining({ card: harness, target: 'L1' })]);
    expect(after.state.cards[harness]!.zone).toBe(Z.table('p1'));
  });

  it('download if needed does not apply: no outpost of yours there (not offered), or no Omega Particle to download (the objective is discarded, nothing targeted)', () => {
    const bare = scene({ ...spec(), hand: ['Harness Particle 010'], drawTop: ['Omega Particle'] });
    expect(refused(bare.state, { type: 'PlayCard', actor: 'p1', card: bare.ids.hand[0]!, target: 'L1', mode: 1 })).toBe('INVALID_TARGET');
    const { harness, state } = withOutpost([]);
    const after = accepted(state, { type: 'PlayCard', actor: 'p1', card: harness, target: 'L1', mode: 1 });
    expect(ofType(after.events, 'CardDownloaded')).toEqual([]);
    expect(ofType(after.events, 'ObjectiveTargeted')).toEqual([]);
    expect(after.state.cards[harness]!.zone).toBe(Z.discard('p1'));
  });

  it('the Omega Particle it targets is immune to Kevin Uxbridge; without the objective (or an Omega Particle elsewhere) Kevin Uxbridge nullifies it', () => {
    const { built, harness, kevin, state } = withOutpost(['Omega Particle']);
    const particle = built.ids.deck[0]!;
    const targeted = accepted(state, { type: 'PlayCard', actor: 'p1', card: harness, target: 'L1', mode: 1 }).state;
    expect(refused(targeted, { type: 'PlayCard', actor: 'p1', card: kevin, target: particle })).not.toBeNull();
    // The same particle, no Harness Particle 010 in play: Kevin Uxbridge may nullify it.
    const gone = moved(targeted, [[harness, Z.discard('p1')]]);
    expect(refused(gone, { type: 'PlayCard', actor: 'p1', card: kevin, target: particle })).toBeNull();
    // The objective's target is L1: a particle moved to L2 is not protected.
    const elsewhere = moved(targeted, [[particle, Z.atop('L2')]]);
    expect(refused(elsewhere, { type: 'PlayCard', actor: 'p1', card: kevin, target: particle })).toBeNull();
  });

  it('once it lies completed on a mission, a later Establish Gateway scores 50 instead of 25', () => {
    const built = scene({ ...spec(), crew: [borg('ENGINEER')] });
    const [harness, , gateway, probe] = built.ids.hand as [string, string, string, string];
    const completed = evolveAll(
      [
        { type: 'ObjectiveTargeted', player: 'p1', card: harness, target: 'L2' },
        { type: 'CardMoved', card: harness, from: Z.hand('p1'), to: Z.atop('L2'), faceUp: true, reason: 'test' },
      ] as GameEvent[],
      built.state,
    );
    const state = accepted(completed, { type: 'PlayCard', actor: 'p1', card: gateway, target: 'L1' }).state;
    const next = roundTrip(accepted(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship!, scout: gateway }).state).state;
    const done = endTurn(atop(next, probe));
    expect(done.state.cards[gateway]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'PointsScored')).toEqual([expect.objectContaining({ points: 50, source: gateway })]);
  });
});
