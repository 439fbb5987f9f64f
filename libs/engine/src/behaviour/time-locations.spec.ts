/**
 * Issue 15 (time locations): Time Location cards placed off the spaceline, reporting their natives,
 * time travel allowed by a card (Slingshot Effect, Orb of Time).
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 *   1E rulebook › THE CARDS › TIME LOCATIONS; › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION; › TIME TRAVEL.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { person, realCard, scene, ship, type PersonSpec, type Scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { RULES } from '../rules';
import { Z } from '../zones';
import { correspondingTargets, TIME_RULES } from './time-locations';
import { report } from '../testing/commands';

const play = (card: string, target?: string, actor: 'p1' | 'p2' = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...(target ? { target } : {}) });
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const playTargets = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((c): c is Extract<Command, { type: 'PlayCard' }> => c.type === 'PlayCard' && c.card === card)
    .map((c) => c.target);
const activations = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((c): c is Extract<Command, { type: 'ActivateCard' }> => c.type === 'ActivateCard' && c.card === card)
    .map((c) => c.target);
function endTurns(state: GameState): GameState {
  const afterP1 = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
  return accepted(afterP1, { type: 'EndTurn', actor: 'p2' }).state;
}
const withIcons = (card: Card, ...codes: string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'built-in-rule' }))] }) as unknown as Card;

/** Camp Khitomer played from hand onto Khitomer Research (L1): it becomes L3, off the spaceline. */
function campPlayed(extra: { hand?: (string | Card)[]; ship?: Card; crew?: (string | Card | PersonSpec)[]; awayTeam?: (string | Card | PersonSpec)[]; equipment?: string[]; opponentHand?: (string | Card)[]; auDoor?: true } = {}): { built: Scene; camp: string; state: GameState } {
  const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer', ...(extra.hand ?? [])], ...(extra.ship ? { ship: extra.ship } : {}), crew: extra.crew ?? [], awayTeam: extra.awayTeam ?? [], equipment: extra.equipment ?? [], ...(extra.opponentHand ? { opponentHand: extra.opponentHand } : {}), ...(extra.auDoor ? { auDoor: extra.auDoor } : {}) });
  const camp = built.ids.hand[0]!;
  const state = accepted(built.state, play(camp, 'L1')).state;
  return { built, camp, state: endTurns(state) };
}

describe('126_130 Camp Khitomer (time location: placed off the spaceline, paired with Khitomer Research)', () => {
  it('applies: played with the normal card play onto Khitomer Research, it becomes a location of its own on no spaceline', () => {
    const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer'] });
    const camp = built.ids.hand[0]!;
    expect(playTargets(built.state, camp)).toEqual(['L1']);
    const after = accepted(built.state, play(camp, 'L1'));
    expect(ofType(after.events, 'TimeLocationPlaced')).toEqual([
      { type: 'TimeLocationPlaced', player: 'p1', card: camp, location: 'L3', quadrant: 'Alpha', name: 'Camp Khitomer', corresponds: 'L1', rule: TIME_RULES.timeLocations },
    ]);
    expect(after.state.locations['L3']).toEqual({ id: 'L3', quadrant: 'Alpha', name: 'Camp Khitomer', missions: [camp], time: { corresponds: 'L1' } });
    expect(after.state.cards[camp]!.zone).toBe(Z.mission('L3'));
    expect(after.state.spacelines.Alpha).toEqual(['L1', 'L2']);
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: not onto another mission, and not at all without its corresponding location in play', () => {
    const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer'] });
    expect(refused(built.state, play(built.ids.hand[0]!, 'L2'))).toBe('INVALID_TARGET');
    const without = scene({ missions: ['Excavation'], hand: ['Camp Khitomer'] });
    expect(playTargets(without.state, without.ids.hand[0]!)).toEqual([]);
    expect(refused(without.state, play(without.ids.hand[0]!, 'L1'))).toBe('INVALID_TARGET');
  });
  it('is not duplicatable: with one in play, no other copy (the opponent’s either) has a place to go', () => {
    const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer'], opponentHand: ['Camp Khitomer'] });
    const placed = accepted(built.state, play(built.ids.hand[0]!, 'L1')).state;
    expect(correspondingTargets(built.state, built.ids.opponentHand[0]!)).toEqual(['L1']);
    expect(correspondingTargets(placed, built.ids.opponentHand[0]!)).toEqual([]);
  });
  it('seeds in the facility phase onto its corresponding location (SeedOnTable with a target) and is placed as when played', () => {
    const base = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer'] });
    const camp = base.ids.hand[0]!;
    const seeding: GameState = { ...moved(base.state, [[camp, Z.seed('p1')]]), phase: 'facility', turn: null, awaiting: [{ player: 'p1', kind: 'seed-facility' }] };
    expect(legalCommands(seeding, 'p1')).toContainEqual({ type: 'SeedOnTable', actor: 'p1', card: camp, target: 'L1' });
    expect(refused(seeding, { type: 'SeedOnTable', actor: 'p1', card: camp, target: 'L2' })).toBe('INVALID_TARGET');
    const after = accepted(seeding, { type: 'SeedOnTable', actor: 'p1', card: camp, target: 'L1' });
    expect(ofType(after.events, 'TimeLocationPlaced')).toEqual([
      { type: 'TimeLocationPlaced', player: 'p1', card: camp, location: 'L3', quadrant: 'Alpha', name: 'Camp Khitomer', corresponds: 'L1', rule: TIME_RULES.timeLocations },
    ]);
    expect(after.state.cards[camp]!.zone).toBe(Z.mission('L3'));
  });
  it('natives report to it (personnel to its planet, ships to space there), the first each turn for free; others may not', () => {
    const { built, camp, state } = campPlayed({ hand: ['Azetbur', 'Amanda Grayson', 'Admiral Cartwright', person({ skills: 'OFFICER' })] });
    const [, azetbur, amanda, cartwright, plain] = built.ids.hand as [string, string, string, string, string];
    const first = accepted(state, report(azetbur, camp));
    expect(ofType(first.events, 'CardReported')).toEqual([
      expect.objectContaining({ type: 'CardReported', player: 'p1', card: azetbur, facility: camp, to: Z.surface('L3'), normalCardPlay: false }),
    ]);
    const second = accepted(first.state, report(amanda, camp));
    expect(ofType(second.events, 'CardReported')[0]).toMatchObject({ card: amanda, to: Z.surface('L3'), normalCardPlay: true });
    // The normal card play is gone now.
    expect(refused(second.state, report(cartwright, camp))).toBeTruthy();
    // A personnel without [Films][AU] is not native here.
    expect(refused(state, report(plain, camp))).toBe('NOT_REPORTABLE_HERE');
    expect(legalCommands(state, 'p1')).toContainEqual(report(azetbur, camp));
    expect(legalCommands(state, 'p1')).not.toContainEqual(report(plain, camp));
  });
  it('a native ship reports to space at it; a ship without [Films][AU] does not', () => {
    const native = withIcons(ship(), 'Films', 'AU');
    const { built, camp, state } = campPlayed({ hand: [native, ship()] });
    const [, vessel, plain] = built.ids.hand as [string, string, string];
    expect(ofType(accepted(state, report(vessel, camp)).events, 'CardReported')[0]).toMatchObject({ card: vessel, to: Z.space('L3'), normalCardPlay: false });
    expect(refused(state, report(plain, camp))).toBe('NOT_REPORTABLE_HERE');
  });
  it('nobody attempts it, and no ship flies to or from it (time travel only)', () => {
    const { built, camp, state } = campPlayed({ ship: ship({ range: 20 }), crew: [{ skills: 'OFFICER' }] });
    void camp;
    const vessel = built.ids.ship!;
    expect(refused(state, { type: 'Fly', actor: 'p1', ship: vessel, to: 'L3' })).toBeTruthy();
    const there = moved(state, [[vessel, Z.space('L3')]]);
    expect(refused(there, { type: 'Fly', actor: 'p1', ship: vessel, to: 'L1' })).toBeTruthy();
    expect(refused(there, { type: 'AttemptMission', actor: 'p1', location: 'L3', ship: vessel })).toBeTruthy();
    expect(legalCommands(there, 'p1').filter((c) => c.type === 'Fly' || c.type === 'AttemptMission')).toEqual([]);
  });
});

describe('Earth time locations (Montana Missile Complex, Cetacean Institute, 22nd-Century San Francisco): paired with Espionage Mission (Earth)', () => {
  it('applies: each plays onto Espionage Mission, not onto another mission; natives report there', () => {
    const built = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Montana Missile Complex', 'Cetacean Institute', '22nd-Century San Francisco', 'Dr. Gillian Taylor', 'Lily Sloane'] });
    const [montana, cetacean, sanFrancisco, gillian, lily] = built.ids.hand as [string, string, string, string, string];
    for (const card of [montana, cetacean, sanFrancisco]) expect(playTargets(built.state, card)).toEqual(['L1']);
    const placed = accepted(built.state, play(cetacean, 'L1')).state;
    expect(placed.locations['L3']).toMatchObject({ name: 'Cetacean Institute', time: { corresponds: 'L1' } });
    const next = endTurns(placed);
    expect(ofType(accepted(next, report(gillian, cetacean)).events, 'CardReported')[0]).toMatchObject({ card: gillian, to: Z.surface('L3') });
    // Lily Sloane is native to 2063 (Montana Missile Complex), not to 1986.
    expect(refused(next, report(lily, cetacean))).toBe('NOT_REPORTABLE_HERE');
    const montanaPlaced = endTurns(accepted(next, play(montana, 'L1')).state);
    expect(montanaPlaced.locations['L4']).toMatchObject({ name: 'Montana Missile Complex', time: { corresponds: 'L1' } });
    expect(ofType(accepted(montanaPlaced, report(lily, montana)).events, 'CardReported')[0]).toMatchObject({ card: lily, to: Z.surface('L4') });
  });
  it('does not apply: Montana Missile Complex does not seed (its text only plays)', () => {
    const built = scene({ missions: ['Espionage Mission'], hand: ['Montana Missile Complex'] });
    const montana = built.ids.hand[0]!;
    const seeding: GameState = { ...moved(built.state, [[montana, Z.seed('p1')]]), phase: 'facility', turn: null, awaiting: [{ player: 'p1', kind: 'seed-facility' }] };
    expect(legalCommands(seeding, 'p1').filter((c) => c.type === 'SeedOnTable')).toEqual([]);
    expect(refused(seeding, { type: 'SeedOnTable', actor: 'p1', card: montana, target: 'L1' })).toBeTruthy();
  });
  it('22nd-Century San Francisco: [Sta] personnel report there; a plain Federation personnel does not', () => {
    const sta = person({ skills: 'OFFICER', title: 'Starfleet Test', affiliation: 'Starfleet' });
    const built = scene({ missions: ['Espionage Mission'], hand: ['22nd-Century San Francisco', sta, person({ skills: 'OFFICER' })] });
    const [sf, starfleet, plain] = built.ids.hand as [string, string, string];
    const state = endTurns(accepted(built.state, play(sf, 'L1')).state);
    expect(ofType(accepted(state, report(starfleet, sf)).events, 'CardReported')[0]).toMatchObject({ card: starfleet, to: Z.surface('L2') });
    expect(refused(state, report(plain, sf))).toBe('NOT_REPORTABLE_HERE');
  });
});

describe("119_119 Sherman's Peak, 141_054 Drone Control Room, 195_061 22nd-Century ShiKahr: their corresponding missions and natives", () => {
  it("Sherman's Peak plays onto Agricultural Assessment (current rulings › corresponding), [OS][AU] personnel report there, [MQ] ones do not", () => {
    const os = withIcons(person({ skills: 'OFFICER' }), 'OS', 'AU');
    const mirror = withIcons(person({ skills: 'OFFICER' }), 'OS', 'AU', 'MQ');
    const built = scene({ missions: ['Agricultural Assessment', 'Excavation'], hand: ["Sherman's Peak", os, mirror] });
    const [peak, native, mq] = built.ids.hand as [string, string, string];
    expect(playTargets(built.state, peak)).toEqual(['L1']);
    const state = endTurns(accepted(built.state, play(peak, 'L1')).state);
    expect(ofType(accepted(state, report(native, peak)).events, 'CardReported')[0]).toMatchObject({ card: native, to: Z.surface('L3') });
    expect(refused(state, report(mq, peak))).toBe('NOT_REPORTABLE_HERE');
  });
  it('Drone Control Room plays onto Cloaked Mission (Romulus); its [Rom][22] personnel report for free once each turn', () => {
    const rom = (): Card => withIcons(person({ skills: 'OFFICER', affiliation: 'Romulan' }), '22');
    const built = scene({ missions: ['Cloaked Mission', 'Excavation'], hand: ['Drone Control Room', rom(), rom(), person({ skills: 'OFFICER', affiliation: 'Romulan' })] });
    const [room, first, second, plain] = built.ids.hand as [string, string, string, string];
    expect(playTargets(built.state, room)).toEqual(['L1']);
    const state = endTurns(accepted(built.state, play(room, 'L1')).state);
    const one = accepted(state, report(first, room));
    expect(ofType(one.events, 'CardReported')[0]).toMatchObject({ card: first, normalCardPlay: false });
    expect(ofType(accepted(one.state, report(second, room)).events, 'CardReported')[0]).toMatchObject({ card: second, normalCardPlay: true });
    expect(refused(state, report(plain, room))).toBe('NOT_REPORTABLE_HERE');
  });
  it('22nd-Century ShiKahr plays onto Deliver Ancient Artifact (Vulcan), not onto Excavation', () => {
    const built = scene({ missions: ['Deliver Ancient Artifact', 'Excavation'], hand: ['22nd-Century ShiKahr'] });
    const shikahr = built.ids.hand[0]!;
    expect(playTargets(built.state, shikahr)).toEqual(['L1']);
    expect(refused(built.state, play(shikahr, 'L2'))).toBe('INVALID_TARGET');
    expect(accepted(built.state, play(shikahr, 'L1')).state.locations['L3']).toMatchObject({ name: '22nd-Century ShiKahr', time: { corresponds: 'L1' } });
  });
});

describe('234_003 Slingshot Effect: once each turn your [Films] ship time travels between a time location and its corresponding spaceline location', () => {
  const filmsShip = (): Card => withIcons(ship(), 'Films');
  function setUp(vessel: Card) {
    const { built, camp, state } = campPlayed({ ship: vessel, crew: [{ skills: 'OFFICER' }], hand: ['Slingshot Effect'] });
    const slingshot = built.ids.hand[1]!;
    return { built, camp, slingshot, state: moved(state, [[slingshot, Z.table('p1')]]) };
  }
  it('applies: the ship (crew aboard) goes to Camp Khitomer and, next turn, back; once each turn', () => {
    const { built, slingshot, state } = setUp(filmsShip());
    const vessel = built.ids.ship!;
    expect(activations(state, slingshot)).toEqual([`${vessel}>L3`]);
    const there = accepted(state, { type: 'ActivateCard', actor: 'p1', card: slingshot, ability: 'time-travel', target: `${vessel}>L3` });
    expect(ofType(there.events, 'TimeTraveled')).toEqual([
      { type: 'TimeTraveled', player: 'p1', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: slingshot, rule: TIME_RULES.timeTravel },
    ]);
    expect(there.state.cards[vessel]!.zone).toBe(Z.space('L3'));
    expect(there.state.cards[built.ids.crew[0]!]!.zone).toBe(Z.aboard(vessel));
    expect(refused(there.state, { type: 'ActivateCard', actor: 'p1', card: slingshot, ability: 'time-travel', target: `${vessel}>L1` })).toBe('ONCE_PER_TURN');
    const next = endTurns(there.state);
    expect(activations(next, slingshot)).toEqual([`${vessel}>L1`]);
    expect(accepted(next, { type: 'ActivateCard', actor: 'p1', card: slingshot, ability: 'time-travel', target: `${vessel}>L1` }).state.cards[vessel]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: a ship without [Films], an unstaffed ship, or a ship at a mission with no time location', () => {
    const plain = setUp(ship());
    expect(activations(plain.state, plain.slingshot)).toEqual([]);
    expect(refused(plain.state, { type: 'ActivateCard', actor: 'p1', card: plain.slingshot, ability: 'time-travel', target: `${plain.built.ids.ship!}>L3` })).toBe('INVALID_TARGET');
    const films = setUp(filmsShip());
    const empty = moved(films.state, [[films.built.ids.crew[0]!, Z.discard('p1')]]);
    expect(activations(empty, films.slingshot)).toEqual([]);
    const elsewhere = moved(films.state, [[films.built.ids.ship!, Z.space('L2')]]);
    expect(activations(elsewhere, films.slingshot)).toEqual([]);
  });
});

describe('119_001 Orb of Time: once each turn, your ship or Away Team with it and your [Orb] personnel may time travel', () => {
  function setUp(awayTeam: (string | Card | PersonSpec)[]) {
    const { built, state } = campPlayed({ awayTeam, equipment: ['Orb of Time'] });
    return { built, orb: built.ids.equipment[0]!, state };
  }
  it('applies: the Away Team on Khitomer Research (with the Orb) goes to the planet of Camp Khitomer', () => {
    const { built, orb, state } = setUp(['Bareil Antos', { skills: 'SCIENCE' }]);
    const [bareil, scientist] = built.ids.awayTeam as [string, string];
    const target = `${bareil}+${scientist}+${orb}>L3`;
    expect(activations(state, orb)).toEqual([target]);
    const after = accepted(state, { type: 'ActivateCard', actor: 'p1', card: orb, ability: 'time-travel', target });
    expect(ofType(after.events, 'TimeTraveled')).toEqual([{ type: 'TimeTraveled', player: 'p1', cards: [bareil, scientist, orb], from: 'L1', to: 'L3', by: orb, rule: TIME_RULES.timeTravel }]);
    for (const card of [bareil, scientist, orb]) expect(after.state.cards[card]!.zone).toBe(Z.surface('L3'));
  });
  it('does not apply: no [Orb] personnel with it', () => {
    const { orb, state } = setUp([{ skills: 'SCIENCE' }]);
    expect(activations(state, orb)).toEqual([]);
  });
  it('the Orb in hand names no ship or Away Team', () => {
    const built = scene({ missions: ['Khitomer Research'], awayTeam: ['Bareil Antos'], hand: ['Orb of Time'] });
    expect(activations(built.state, built.ids.hand[0]!)).toEqual([]);
    expect(realCard('Bareil Antos').icons.map((icon) => icon.code)).toContain('Orb');
  });
});

describe('184_020 Protect the Timeline: seeded on a time location; your ship time travels between there and the corresponding location once per turn, stopped unless native', () => {
  const filmsShip = (): Card => withIcons(ship(), 'Films', 'AU');
  function setUp(vessel: Card) {
    const { built, state } = campPlayed({ ship: vessel, crew: [{ skills: 'OFFICER' }], hand: ['Protect the Timeline'] });
    const guard = built.ids.hand[1]!;
    return { built, guard, vessel: built.ids.ship!, state: moved(state, [[guard, Z.atop('L3')]]) };
  }
  const use = (guard: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: guard, ability: 'time-travel', target });
  it('seeds (facility phase) only on a time location, where it lies atop the location; it is never played from hand', () => {
    const { built, state } = campPlayed({ hand: ['Protect the Timeline'] });
    const guard = built.ids.hand[1]!;
    expect(refused(state, play(guard))).toBeTruthy();
    const seeding: GameState = { ...moved(state, [[guard, Z.seed('p1')]]), phase: 'facility', turn: null, awaiting: [{ player: 'p1', kind: 'seed-facility' }] };
    expect(legalCommands(seeding, 'p1').filter((c) => c.type === 'SeedOnTable')).toEqual([{ type: 'SeedOnTable', actor: 'p1', card: guard, target: 'L3' }]);
    expect(refused(seeding, { type: 'SeedOnTable', actor: 'p1', card: guard, target: 'L1' })).toBe('NOT_SEEDABLE_HERE');
    expect(accepted(seeding, { type: 'SeedOnTable', actor: 'p1', card: guard, target: 'L3' }).state.cards[guard]!.zone).toBe(Z.atop('L3'));
  });
  it('applies: a ship not native to 2293 goes to Camp Khitomer and is stopped there', () => {
    const { guard, vessel, state } = setUp(ship());
    expect(activations(state, guard)).toEqual([`${vessel}>L3`]);
    const after = accepted(state, use(guard, `${vessel}>L3`));
    expect(ofType(after.events, 'TimeTraveled')).toEqual([{ type: 'TimeTraveled', player: 'p1', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: guard, rule: TIME_RULES.timeTravel }]);
    expect(ofType(after.events, 'CardStopped')).toEqual([{ type: 'CardStopped', card: vessel, rule: TIME_RULES.timeTravel }]);
    expect(after.state.cards[vessel]!).toMatchObject({ zone: Z.space('L3'), stopped: true });
  });
  it('a native ([Films][AU]) ship is not stopped, but goes only once this turn; next turn it may come back', () => {
    const { guard, vessel, state } = setUp(filmsShip());
    const after = accepted(state, use(guard, `${vessel}>L3`));
    expect(ofType(after.events, 'CardStopped')).toEqual([]);
    expect(after.state.cards[vessel]!.stopped).toBeFalsy();
    expect(activations(after.state, guard)).toEqual([]);
    expect(refused(after.state, use(guard, `${vessel}>L1`))).toBe('INVALID_TARGET');
    const next = endTurns(after.state);
    expect(activations(next, guard)).toEqual([`${vessel}>L1`]);
  });
  it('does not apply: lying at no time location (in hand) it moves nothing; from another mission there is no route', () => {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Protect the Timeline'] });
    expect(activations(state, built.ids.hand[1]!)).toEqual([]);
    const { guard, vessel, state: placed } = setUp(ship());
    expect(activations(moved(placed, [[vessel, Z.space('L2')]]), guard)).toEqual([]);
  });
});

describe('101_145 Wormhole: the other wormhole may be played at a time location (its text says so)', () => {
  it('a time location in play is one of the places the ship may go', () => {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Wormhole', 'Wormhole'] });
    const vessel = built.ids.ship!;
    expect(playTargets(state, built.ids.hand[1]!)).toContain(`${vessel}>L3`);
    const after = accepted(state, play(built.ids.hand[1]!, `${vessel}>L3`));
    expect(after.state.cards[vessel]!).toMatchObject({ zone: Z.space('L3'), stopped: true });
  });
});

describe('141_013 Out of Time: played for free, your temporal agent (and the ship or Away Team with them) time travels between a time location and its corresponding location', () => {
  it('applies: Ensign Jameson aboard your ship at Khitomer Research takes it to Camp Khitomer; the incident is discarded; no card play used', () => {
    const { built, state } = campPlayed({ ship: ship(), crew: ['Ensign Jameson'], hand: ['Out of Time'], auDoor: true });
    const outOfTime = built.ids.hand[1]!;
    const vessel = built.ids.ship!;
    expect(playTargets(state, outOfTime)).toEqual([`${vessel}>L3`]);
    const after = accepted(state, play(outOfTime, `${vessel}>L3`));
    expect(ofType(after.events, 'TimeTraveled')).toEqual([{ type: 'TimeTraveled', player: 'p1', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: outOfTime, rule: TIME_RULES.timeTravel }]);
    expect(after.state.cards[vessel]!.zone).toBe(Z.space('L3'));
    expect(after.state.cards[outOfTime]!.zone).toBe(Z.discard('p1'));
    expect(after.state.turn!.normalCardPlayUsed).toBeFalsy();
  });
  it('does not apply: without a temporal agent aboard, or between two missions', () => {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Out of Time'] });
    const outOfTime = built.ids.hand[1]!;
    expect(playTargets(state, outOfTime)).toEqual([]);
    expect(refused(state, play(outOfTime, `${built.ids.ship!}>L3`))).toBe('INVALID_TARGET');
    const agent = campPlayed({ ship: ship(), crew: ['Ensign Jameson'], hand: ['Out of Time'], auDoor: true });
    expect(refused(agent.state, play(agent.built.ids.hand[1]!, `${agent.built.ids.ship!}>L2`))).toBe('INVALID_TARGET');
  });
});

describe('192_015 Temporal Conduit: twice each turn, a card from hand beneath the draw deck relocates your Away Team or staffed ship between a time location and its corresponding location', () => {
  function setUp() {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], awayTeam: [{ skills: 'SCIENCE' }], hand: ['Temporal Conduit', person({}), person({})] });
    const [, conduit, first, second] = built.ids.hand as [string, string, string, string];
    return { built, conduit, first, second, state: moved(state, [[conduit, Z.table('p1')]]) };
  }
  const use = (conduit: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: conduit, ability: 'relocate', target });
  it('applies: the hand card goes beneath the draw deck and the ship goes to Camp Khitomer; then the Away Team too; not a third time this turn', () => {
    const { built, conduit, first, second, state } = setUp();
    const vessel = built.ids.ship!;
    const scientist = built.ids.awayTeam[0]!;
    const hand = state.zones[Z.hand('p1')]!;
    expect(hand).toEqual(expect.arrayContaining([first, second]));
    expect(activations(state, conduit)).toEqual([...hand.map((card) => `${vessel}>L3^${card}`), ...hand.map((card) => `${scientist}>L3^${card}`)]);
    const one = accepted(state, use(conduit, `${vessel}>L3^${first}`));
    expect(ofType(one.events, 'CardMoved').filter((e) => e.card === first)).toEqual([
      { type: 'CardMoved', card: first, from: Z.hand('p1'), to: Z.draw('p1'), faceUp: false, reason: 'Temporal Conduit: placed beneath the draw deck to pay', rule: RULES.cardEffects },
    ]);
    const deck = one.state.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(first);
    expect(one.state.cards[vessel]!.zone).toBe(Z.space('L3'));
    const two = accepted(one.state, use(conduit, `${scientist}>L3^${second}`));
    expect(two.state.cards[scientist]!.zone).toBe(Z.surface('L3'));
    const back = moved(two.state, [[second, Z.hand('p1')]]);
    expect(refused(back, use(conduit, `${vessel}>L1^${second}`))).toBe('ONCE_PER_TURN');
  });
  it('does not apply: with no other card in hand there is nothing to pay with; no route to a mission without a time location', () => {
    const { built, conduit, first, state } = setUp();
    const empty = moved(state, state.zones[Z.hand('p1')]!.map((card): [string, string] => [card, Z.discard('p1')]));
    expect(activations(empty, conduit)).toEqual([]);
    expect(refused(state, use(conduit, `${built.ids.ship!}>L2^${first}`))).toBe('INVALID_TARGET');
  });
});

describe('200_023 Temporal Almanac: once each turn, with your temporal agent at a time location, draw two cards', () => {
  it('applies: Ensign Jameson on the planet of Camp Khitomer — two cards drawn; not twice in a turn', () => {
    const { built, state } = campPlayed({ awayTeam: ['Ensign Jameson'], hand: ['Temporal Almanac', 'Temporal Almanac'], auDoor: true });
    const [, almanac, again] = built.ids.hand as [string, string, string];
    const there = moved(state, [[built.ids.awayTeam[0]!, Z.surface('L3')]]);
    const top = there.zones[Z.draw('p1')]!.slice(0, 2);
    const after = accepted(there, play(almanac));
    expect(ofType(after.events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: top })]);
    expect(refused(after.state, play(again))).toBeTruthy();
  });
  it('does not apply: the temporal agent is at a spaceline mission, or no temporal agent is at the time location', () => {
    const { built, state } = campPlayed({ awayTeam: ['Ensign Jameson', { skills: 'OFFICER' }], hand: ['Temporal Almanac'] });
    const almanac = built.ids.hand[1]!;
    expect(refused(state, play(almanac))).toBe('PLAY_CONDITION');
    const officerThere = moved(state, [[built.ids.awayTeam[1]!, Z.surface('L3')]]);
    expect(refused(officerThere, play(almanac))).toBe('PLAY_CONDITION');
    expect(legalCommands(officerThere, 'p1').filter((c) => c.type === 'PlayCard' && c.card === almanac)).toEqual([]);
  });
});

describe('109_021 Temporal Vortex: played on a time location, your ships time travel between it and its corresponding location', () => {
  function setUp() {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Temporal Vortex'], auDoor: true });
    return { built, vortex: built.ids.hand[1]!, vessel: built.ids.ship!, state };
  }
  const use = (vortex: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: vortex, ability: 'time-travel', target });
  it('applies: played (mode 1) onto Camp Khitomer it lies atop it; the ship goes there and back in one turn (no limit)', () => {
    const { vortex, vessel, state } = setUp();
    expect(legalCommands(state, 'p1')).toContainEqual({ type: 'PlayCard', actor: 'p1', card: vortex, target: 'L3', mode: 1 });
    const placed = accepted(state, { type: 'PlayCard', actor: 'p1', card: vortex, target: 'L3', mode: 1 }).state;
    expect(placed.cards[vortex]!.zone).toBe(Z.atop('L3'));
    expect(activations(placed, vortex)).toEqual([`${vessel}>L3`]);
    const there = accepted(placed, use(vortex, `${vessel}>L3`));
    expect(ofType(there.events, 'TimeTraveled')).toEqual([{ type: 'TimeTraveled', player: 'p1', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: vortex, rule: TIME_RULES.timeTravel }]);
    expect(accepted(there.state, use(vortex, `${vessel}>L1`)).state.cards[vessel]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: on the table (mode 0) it opens no route; only time locations are targets of mode 1', () => {
    const { vortex, state } = setUp();
    const onTable = accepted(state, play(vortex)).state;
    expect(onTable.cards[vortex]!.zone).toBe(Z.table('p1'));
    expect(activations(onTable, vortex)).toEqual([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: vortex, target: 'L1', mode: 1 })).toBe('INVALID_TARGET');
  });
});

// Issue 15 (lead): the `time-travelled` window (behaviour/time-travel-windows.ts).
describe('109_057 Temporal Wake, its other way: just after a ship time travelled, your other ship that was there follows it', () => {
  function setUp(every: boolean) {
    const { built, state } = campPlayed({ ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Temporal Vortex'], opponentHand: ['Temporal Wake', ship({ affiliation: 'Romulan' })], auDoor: true });
    const vortex = built.ids.hand[1]!;
    const [wake, theirs] = built.ids.opponentHand as [string, string];
    const placed = accepted(state, { type: 'PlayCard', actor: 'p1', card: vortex, target: 'L3', mode: 1 }).state;
    const withShip = moved(placed, [[theirs, Z.space('L1')]]);
    const asking = every ? accepted(withShip, { type: 'SetAutoPass', actor: 'p2', on: false, every: true }).state : withShip;
    const travelled = accepted(asking, { type: 'ActivateCard', actor: 'p1', card: vortex, ability: 'time-travel', target: `${built.ids.ship!}>L3` });
    return { travelled, wake, theirs, vessel: built.ids.ship! };
  }
  it('applies: the window opens for the opponent; Temporal Wake moves their ship from L1 to the time location too', () => {
    const { travelled, wake, theirs, vessel } = setUp(true);
    expect(travelled.state.windows?.at(-1)).toMatchObject({ action: 'time-travelled', card: vessel, by: 'p1', player: 'p2', target: 'L1>L3' });
    const follow: Command = { type: 'PlayCard', actor: 'p2', card: wake, target: `${theirs}>L3` };
    expect(legalCommands(travelled.state, 'p2')).toContainEqual(follow);
    const followed = accepted(travelled.state, follow);
    expect(ofType(followed.events, 'TimeTraveled')).toEqual([expect.objectContaining({ player: 'p2', cards: [theirs], ship: theirs, from: 'L1', to: 'L3', by: wake })]);
    expect(followed.state.cards[theirs]!.zone).toBe(Z.space('L3'));
  });
  it('does not apply: with nobody answering every window no window opens; the travelling ship itself is no follower', () => {
    const quiet = setUp(false);
    expect((quiet.travelled.state.windows ?? []).filter((w) => w.action === 'time-travelled')).toEqual([]);
    expect(refused(quiet.travelled.state, { type: 'PlayCard', actor: 'p2', card: quiet.wake, target: `${quiet.theirs}>L3` })).toBeTruthy();
    const { travelled, wake, vessel } = setUp(true);
    expect(refused(travelled.state, { type: 'PlayCard', actor: 'p2', card: wake, target: `${vessel}>L3` })).toBeTruthy();
  });
});
