/**
 * A Borg-Only Objective that suspends another and completes it (issue 15, helper borgobj third pass:
 * behaviour/objective-suspensions.ts).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL (one current objective); THE CARDS › TIME LOCATIONS; END OF TURN › PROBING.
 * given (a scene on p1's turn: L1 Espionage Mission — Earth — and L2 Excavation; p1's Assimilate Homeworld on the table
 * targeting Earth (or L2), scouting complete or not; Stop First Contact and Montana Missile Complex in p1's hand; p1's staffed
 * Borg ship; a probe card atop p1's deck) / when (Stop First Contact played, the ship moved to the time location, EndTurn) /
 * then (the play refused or accepted, the current objective, the suspended objective completed on Earth for 40 points).
 */
import { evolveAll } from '../evolve';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { currentObjective } from './scouting';

/** The ship moved to the time location (as by time travel) and the probe card put atop the deck (the download shuffled it). */
function shipAndProbeThere(state: GameState, cube: string, probe: string, place: string): GameState {
  return evolveAll(
    [
      { type: 'CardMoved', card: cube, from: Z.space('L1'), to: Z.space(place), faceUp: true, reason: 'test: time travel' },
      { type: 'CardMoved', card: probe, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' },
    ] as GameEvent[],
    state,
  );
}

/** `target`: the mission Assimilate Homeworld targets; `scouted`: its scouting complete. */
function suspension(options: { target?: string; scouted?: boolean; probe?: string } = {}) {
  const built = scene({
    missions: ['Espionage Mission', 'Excavation'],
    ship: ship({ affiliation: 'Borg' }),
    crew: [{ skills: 'OFFICER', affiliation: 'Borg' }],
    hand: ['Assimilate Homeworld', 'Stop First Contact', 'Montana Missile Complex', options.probe ?? 'Eight of Nineteen'],
  });
  const [homeworld, stop, montana, probe] = built.ids.hand as [string, string, string, string];
  const target = options.target ?? 'L1';
  const events = [
    { type: 'CardMoved', card: homeworld, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
    { type: 'ObjectiveTargeted', player: 'p1', card: homeworld, target },
    ...(options.scouted === false ? [] : [{ type: 'ScoutingCompleted', player: 'p1', objective: homeworld, location: target, turn: 0 }]),
  ] as GameEvent[];
  return { state: evolveAll(events, built.state), homeworld, stop, montana, probe, ship: built.ids.ship! };
}

describe('109_073 Stop First Contact (suspends your Assimilate Homeworld targeting Earth; probed at Montana Missile Complex, completes it)', () => {
  const playStop = (stop: string) => ({ type: 'PlayCard' as const, actor: 'p1' as const, card: stop });

  it('applies: played over the scouted Assimilate Homeworld (now suspended), Montana downloaded; a [Def] probe with the ship there completes Assimilate Homeworld on Earth', () => {
    const { state, homeworld, stop, montana, probe, ship: cube } = suspension();
    const played = accepted(state, playStop(stop));
    expect(currentObjective(played.state, 'p1')).toBe(stop);
    const place = Object.values(played.state.locations).find((location) => location.name === 'Montana Missile Complex');
    expect(place?.time).toMatchObject({ corresponds: 'L1' });
    expect(played.state.cards[montana]!.zone).not.toBe(Z.hand('p1'));
    expect(played.state.objectives?.[stop]?.target).toBe(place!.id);
    const there = shipAndProbeThere(played.state, cube, probe, place!.id);
    const ended = play(there, [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ended.state.cards[stop]!.zone).toBe(Z.discard('p1'));
    expect(ended.state.cards[homeworld]!.zone).toBe(Z.atop('L1'));
    expect(ofType(ended.events, 'PointsScored').map((event) => [event.source, event.points])).toContainEqual([homeworld, 40]);
  });

  it('does not apply: Assimilate Homeworld not scouted, or targeting another homeworld — Stop First Contact is refused; no ship at Montana, or a probe card without [Def] — nothing', () => {
    expect(refused(suspension({ scouted: false }).state, playStop(suspension({ scouted: false }).stop))).toBe('CURRENT_OBJECTIVE');
    const elsewhere = suspension({ target: 'L2' });
    expect(refused(elsewhere.state, playStop(elsewhere.stop))).toBe('CURRENT_OBJECTIVE');
    const away = suspension();
    const noShip = play(accepted(away.state, playStop(away.stop)).state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(noShip.cards[away.stop]!.zone).toBe(Z.table('p1'));
    expect(noShip.cards[away.homeworld]!.zone).toBe(Z.table('p1'));
    const com = suspension({ probe: 'Eleven of Nineteen' });
    const played = accepted(com.state, playStop(com.stop)).state;
    const place = Object.values(played.locations).find((location) => location.name === 'Montana Missile Complex')!;
    const there = shipAndProbeThere(played, com.ship, com.probe, place.id);
    const ended = play(there, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(ended.cards[com.homeworld]!.zone).toBe(Z.table('p1'));
  });
});

/**
 * Build Interplexing Beacon (issue 15, helper borg: `suspends.ifNullified`, `after-ship-scouting` `atTimeLocation`,
 * `objective-on-target-ship`).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING › Scouting Ships; THE CARDS › TIME LOCATIONS; END OF TURN › PROBING.
 * given (the scene above with Build Interplexing Beacon, a [Def] and a [Nav] probe card in p1's hand; Stop First Contact played
 * over the scouted Assimilate Homeworld, then nullified — moved to p1's discard pile — or still on the table) / when (the
 * beacon played on p1's Borg ship, the ship at Montana Missile Complex, turns ended with a probe card atop the deck) / then
 * (the play refused or accepted; the rods stage; the beacon on the ship and Assimilate Homeworld completed on Earth).
 */
describe('109_068 Build Interplexing Beacon (suspends Assimilate Homeworld once Stop First Contact was nullified; rods, then [Nav] at 2063 Earth)', () => {
  function beacon(options: { nullified?: boolean } = {}) {
    const built = scene({
      missions: ['Espionage Mission', 'Excavation'],
      ship: ship({ affiliation: 'Borg' }),
      crew: [{ skills: 'OFFICER', affiliation: 'Borg' }],
      hand: ['Assimilate Homeworld', 'Stop First Contact', 'Montana Missile Complex', 'Build Interplexing Beacon', 'Eight of Nineteen', 'Eighteen of Nineteen'],
    });
    const [homeworld, stop, , beaconCard, def, nav] = built.ids.hand as [string, string, string, string, string, string];
    const setup = evolveAll(
      [
        { type: 'CardMoved', card: homeworld, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
        { type: 'ObjectiveTargeted', player: 'p1', card: homeworld, target: 'L1' },
        { type: 'ScoutingCompleted', player: 'p1', objective: homeworld, location: 'L1', turn: 0 },
      ] as GameEvent[],
      built.state,
    );
    let state = accepted(setup, { type: 'PlayCard', actor: 'p1', card: stop }).state;
    if (options.nullified !== false) state = evolveAll([{ type: 'CardMoved', card: stop, from: Z.table('p1'), to: Z.discard('p1'), faceUp: true, reason: 'test: nullified' }] as GameEvent[], state);
    state = play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    const montana = Object.values(state.locations).find((location) => location.name === 'Montana Missile Complex')!.id;
    return { state, homeworld, stop, beacon: beaconCard, def, nav, montana, cube: built.ids.ship! };
  }
  const playBeacon = (card: string, target: string) => ({ type: 'PlayCard' as const, actor: 'p1' as const, card, target });
  const atop = (state: GameState, probe: string) => evolveAll([{ type: 'CardMoved', card: probe, from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }] as GameEvent[], state);
  const toMontana = (state: GameState, cube: string, montana: string) => evolveAll([{ type: 'CardMoved', card: cube, from: Z.space('L1'), to: Z.space(montana), faceUp: true, reason: 'test: time travel' }] as GameEvent[], state);

  it('applies: played on the ship over Assimilate Homeworld (suspended); scouted; at Montana a [Def] card sets the rods, then a [Nav] card places it on the ship and completes Assimilate Homeworld on Earth', () => {
    const { state, homeworld, beacon: card, def, nav, montana, cube } = beacon();
    const played = accepted(state, playBeacon(card, cube)).state;
    expect(currentObjective(played, 'p1')).toBe(card);
    const scouted = play(played, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    expect(ofType(scouted.events, 'ScoutingCompleted')).toHaveLength(1);
    const rods = play(atop(toMontana(scouted.state, cube, montana), def), [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);
    expect(rods.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(rods.state.cards[homeworld]!.zone).toBe(Z.table('p1'));
    const done = play(atop(rods.state, nav), [{ type: 'EndTurn', actor: 'p1' }]);
    expect(done.state.cards[card]!.zone).toBe(Z.on(cube));
    expect(done.state.cards[homeworld]!.zone).toBe(Z.atop('L1'));
    expect(ofType(done.events, 'PointsScored').map((event) => [event.source, event.points])).toContainEqual([homeworld, 40]);
  });

  it('does not apply: Stop First Contact not nullified — refused; a [Nav] card before the rods are set, or the ship away from Montana — nothing', () => {
    const live = beacon({ nullified: false });
    expect(refused(live.state, playBeacon(live.beacon, live.cube))).toBe('CURRENT_OBJECTIVE');
    const early = beacon();
    const scouted = play(accepted(early.state, playBeacon(early.beacon, early.cube)).state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    const nav = play(atop(toMontana(scouted, early.cube, early.montana), early.nav), [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(nav.cards[early.beacon]!.zone).toBe(Z.table('p1'));
    expect(nav.cards[early.homeworld]!.zone).toBe(Z.table('p1'));
    const away = play(atop(scouted, early.def), [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(away.events, 'CardAbilityUsed').filter((event) => event.title.includes('transponder rods set'))).toEqual([]);
    const there = play(atop(toMontana(scouted, early.cube, early.montana), early.def), [{ type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(there.events, 'CardAbilityUsed').filter((event) => event.title.includes('transponder rods set'))).toHaveLength(1);
  });
});
