/**
 * Issue 15 (helper timeloc): native equipment reporting to a time location (and ships kept out by an
 * icon), and a card on a spaceline mission opening a time travel route to the time location paired with
 * it (Kolinahr). given (a play-phase scene) / when (a command) / then (the facts and state).
 *   1E rulebook › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION (cards native to it report there);
 *   › TIME TRAVEL (only where a card expressly allows it).
 * Romulan Cloaking Device's other parts are exercised in equipment-limits.spec.ts, Kolinahr's in
 * scoped-mixing.spec.ts; the time locations' placement in time-locations.spec.ts.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { person, realCard, runAttempt, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { TIME_RULES } from './time-locations';
import { playCard as play, report } from '../testing/commands';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const activations = (state: GameState, card: string) =>
  legalCommands(state, 'p1')
    .filter((c): c is Extract<Command, { type: 'ActivateCard' }> => c.type === 'ActivateCard' && c.card === card)
    .map((c) => c.target);
function endTurns(state: GameState): GameState {
  const afterP1 = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
  return accepted(afterP1, { type: 'EndTurn', actor: 'p2' }).state;
}
const icon = (code: string) => ({ code, name: code, category: 'built-in-rule' });
/** A test copy of a card with its own id and title and these icons (the card list has no [Films][AU] equipment, no [MU] [22] one). */
let made = 0;
const variant = (card: Card, icons: readonly string[], extra: Partial<Card> = {}): Card => {
  made += 1;
  return { ...card, id: `timeloc_${made}`, title: `${card.title} (test ${made})`, icons: icons.map(icon), ...extra } as unknown as Card;
};

/** The time location `title` played onto the first mission (L1) of `missions`; it becomes L<missions + 1>; a turn passes. */
function placed(missions: string[], title: string, hand: (string | Card | PersonSpec)[] = [], extra: { ship?: Card; crew?: (string | Card | PersonSpec)[]; awayTeam?: (string | Card | PersonSpec)[] } = {}) {
  const built = scene({ missions, hand: [title, ...hand], ...extra });
  const card = built.ids.hand[0]!;
  const state = endTurns(accepted(built.state, play(card, 'L1')).state);
  return { built, card, state, location: `L${missions.length + 1}`, hand: built.ids.hand.slice(1) };
}

describe('126_130 Camp Khitomer: its native equipment ([Films][AU]) reports to its planet, the first such card each turn for free', () => {
  it('applies: a [Films][AU] equipment reports to the planet of Camp Khitomer without the normal card play', () => {
    const native = variant(realCard('Tricorder'), ['Films', 'AU']);
    const { card, state, location, hand } = placed(['Khitomer Research', 'Excavation'], 'Camp Khitomer', [native]);
    const [equipment] = hand as [string];
    expect(legalCommands(state, 'p1')).toContainEqual(report(equipment, card));
    const after = accepted(state, report(equipment, card));
    expect(ofType(after.events, 'CardReported')).toEqual([expect.objectContaining({ player: 'p1', card: equipment, facility: card, to: Z.surface(location), normalCardPlay: false })]);
    expect(after.state.cards[equipment]!.zone).toBe(Z.surface(location));
  });
  it('does not apply: equipment without both icons is not native there', () => {
    const films = variant(realCard('Tricorder'), ['Films']);
    const { card, state, hand } = placed(['Khitomer Research', 'Excavation'], 'Camp Khitomer', ['Tricorder', films]);
    for (const equipment of hand) {
      expect(refused(state, report(equipment, card))).toBe('NOT_REPORTABLE_HERE');
      expect(legalCommands(state, 'p1')).not.toContainEqual(report(equipment, card));
    }
  });
});

describe("122_020 Romulan Cloaking Device and 119_119 Sherman's Peak: [OS][AU] equipment (not [MQ]) reports to Sherman's Peak; [MQ] ships do not", () => {
  it("applies: Romulan Cloaking Device (and Classic Tricorder) report to the planet of Sherman's Peak, its only place besides a Romulan ship", () => {
    const { card, state, location, hand } = placed(['Agricultural Assessment', 'Excavation'], "Sherman's Peak", ['Romulan Cloaking Device', 'Classic Tricorder']);
    const [cloak, tricorder] = hand as [string, string];
    expect(legalCommands(state, 'p1')).toContainEqual(report(cloak, card));
    const after = accepted(state, report(cloak, card));
    expect(ofType(after.events, 'CardReported')).toEqual([expect.objectContaining({ card: cloak, facility: card, to: Z.surface(location), normalCardPlay: true })]);
    const next = endTurns(after.state);
    expect(ofType(accepted(next, report(tricorder, card)).events, 'CardReported')[0]).toMatchObject({ card: tricorder, to: Z.surface(location) });
  });
  it('does not apply: not to a time location where it is not native (Camp Khitomer), not to a facility the normal way; [MQ] cards kept out', () => {
    const camp = placed(['Khitomer Research', 'Excavation'], 'Camp Khitomer', ['Romulan Cloaking Device', 'Federation Outpost']);
    const [cloak, outpost] = camp.hand as [string, string];
    expect(refused(camp.state, report(cloak, camp.card))).toBe('NOT_REPORTABLE_HERE');
    const withOutpost = moved(camp.state, [[outpost, Z.space('L1')]]);
    expect(refused(withOutpost, report(cloak, outpost))).toBe('NOT_REPORTABLE');
    const mirrorEquipment = variant(realCard('Classic Tricorder'), ['OS', 'AU', 'MQ']);
    const mirrorShip = variant(ship(), ['OS', 'AU', 'MQ']);
    const nativeShip = variant(ship(), ['OS', 'AU']);
    const peak = placed(['Agricultural Assessment', 'Excavation'], "Sherman's Peak", [mirrorEquipment, mirrorShip, nativeShip]);
    const [mqEquipment, mqShip, osShip] = peak.hand as [string, string, string];
    expect(refused(peak.state, report(mqEquipment, peak.card))).toBe('NOT_REPORTABLE_HERE');
    expect(refused(peak.state, report(mqShip, peak.card))).toBe('NOT_REPORTABLE_HERE');
    expect(ofType(accepted(peak.state, report(osShip, peak.card)).events, 'CardReported')[0]).toMatchObject({ card: osShip, to: Z.space(peak.location) });
  });
});

describe('195_061 22nd-Century ShiKahr, 141_054 Drone Control Room, 141_052 22nd-Century San Francisco: [22] equipment reports there (not [MU] / [MQ] ones)', () => {
  it('applies: Vulcan Phaser ([22]) to ShiKahr, Vulcan PADD to Drone Control Room, Starfleet Phaser Pistol to San Francisco', () => {
    for (const [mission, title, equipment] of [
      ['Deliver Ancient Artifact', '22nd-Century ShiKahr', 'Vulcan Phaser'],
      ['Cloaked Mission', 'Drone Control Room', 'Vulcan PADD'],
      ['Espionage Mission', '22nd-Century San Francisco', 'Starfleet Phaser Pistol'],
    ] as const) {
      const { card, state, location, hand } = placed([mission, 'Excavation'], title, [equipment]);
      expect(ofType(accepted(state, report(hand[0]!, card)).events, 'CardReported')[0]).toMatchObject({ card: hand[0], to: Z.surface(location) });
    }
  });
  it('does not apply: equipment without [22], or [22] equipment of the excluded universe ([MU] at ShiKahr, [MQ] at San Francisco)', () => {
    const shikahr = placed(['Deliver Ancient Artifact', 'Excavation'], '22nd-Century ShiKahr', ['Tricorder', variant(realCard('Vulcan Phaser'), ['22', 'AU', 'MU'])]);
    for (const equipment of shikahr.hand) expect(refused(shikahr.state, report(equipment, shikahr.card))).toBe('NOT_REPORTABLE_HERE');
    const room = placed(['Cloaked Mission', 'Excavation'], 'Drone Control Room', ['Tricorder']);
    expect(refused(room.state, report(room.hand[0]!, room.card))).toBe('NOT_REPORTABLE_HERE');
    const sf = placed(['Espionage Mission', 'Excavation'], '22nd-Century San Francisco', [variant(realCard('Starfleet Phaser Pistol'), ['22', 'AU', 'MQ'])]);
    expect(refused(sf.state, report(sf.hand[0]!, sf.card))).toBe('NOT_REPORTABLE_HERE');
  });
  it('ships: a [MU] [Vul][22] ship is kept out of ShiKahr; a [Neu][22] ship reports to San Francisco, a [MQ] Starfleet ship does not', () => {
    const vulcan = variant(ship({ affiliation: 'Vulcan' }), ['22']);
    const mirrorVulcan = variant(ship({ affiliation: 'Vulcan' }), ['22', 'MU']);
    const shikahr = placed(['Deliver Ancient Artifact', 'Excavation'], '22nd-Century ShiKahr', [vulcan, mirrorVulcan]);
    expect(ofType(accepted(shikahr.state, report(shikahr.hand[0]!, shikahr.card)).events, 'CardReported')[0]).toMatchObject({ to: Z.space(shikahr.location) });
    expect(refused(shikahr.state, report(shikahr.hand[1]!, shikahr.card))).toBe('NOT_REPORTABLE_HERE');
    const neutral = variant(ship({ affiliation: 'Neutral' }), ['22']);
    const mirrorStarfleet = variant(ship({ affiliation: 'Starfleet' }), ['MQ']);
    const plainNeutral = ship({ affiliation: 'Neutral' });
    const sf = placed(['Espionage Mission', 'Excavation'], '22nd-Century San Francisco', [neutral, mirrorStarfleet, plainNeutral]);
    expect(ofType(accepted(sf.state, report(sf.hand[0]!, sf.card)).events, 'CardReported')[0]).toMatchObject({ to: Z.space(sf.location) });
    expect(refused(sf.state, report(sf.hand[1]!, sf.card))).toBe('NOT_REPORTABLE_HERE');
    expect(refused(sf.state, report(sf.hand[2]!, sf.card))).toBe('NOT_REPORTABLE_HERE');
  });
});

describe('126_131 Cetacean Institute: George and Gracie is downloaded to its planet as it plays or seeds', () => {
  it('applies: played onto Espionage Mission, it becomes L3 and George and Gracie comes from the draw deck to its planet', () => {
    const built = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Cetacean Institute'], drawTop: ['George and Gracie'] });
    const [cetacean] = built.ids.hand as [string];
    const [whales] = built.ids.deck as [string];
    const after = accepted(built.state, play(cetacean, 'L1'));
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ player: 'p1', card: whales, from: Z.draw('p1'), to: Z.surface('L3'), source: cetacean })]);
    expect(after.state.cards[whales]!.zone).toBe(Z.surface('L3'));
  });
  it('applies: seeded in the facility phase, it is placed first and the download goes there too', () => {
    const base = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Cetacean Institute'], drawTop: ['George and Gracie'] });
    const [cetacean] = base.ids.hand as [string];
    const [whales] = base.ids.deck as [string];
    const seeding: GameState = { ...moved(base.state, [[cetacean, Z.seed('p1')]]), phase: 'facility', turn: null, awaiting: [{ player: 'p1', kind: 'seed-facility' }] };
    const after = accepted(seeding, { type: 'SeedOnTable', actor: 'p1', card: cetacean, target: 'L1' });
    expect(ofType(after.events, 'TimeLocationPlaced')).toEqual([expect.objectContaining({ card: cetacean, location: 'L3', corresponds: 'L1' })]);
    expect(ofType(after.events, 'CardDownloaded')).toEqual([expect.objectContaining({ card: whales, from: Z.draw('p1'), to: Z.surface('L3'), source: cetacean })]);
  });
  it('does not apply: with no George and Gracie in the draw deck (or already in play) nothing is downloaded; other time locations download nothing', () => {
    const none = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Cetacean Institute'] });
    expect(ofType(accepted(none.state, play(none.ids.hand[0]!, 'L1')).events, 'CardDownloaded')).toEqual([]);
    const inPlay = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Cetacean Institute'], awayTeam: ['George and Gracie'], drawTop: ['George and Gracie'] });
    expect(ofType(accepted(inPlay.state, play(inPlay.ids.hand[0]!, 'L1')).events, 'CardDownloaded')).toEqual([]);
    const montana = scene({ missions: ['Espionage Mission', 'Excavation'], hand: ['Montana Missile Complex'], drawTop: ['George and Gracie'] });
    expect(ofType(accepted(montana.state, play(montana.ids.hand[0]!, 'L1')).events, 'CardDownloaded')).toEqual([]);
  });
});

describe('194_077 Kolinahr: twice each turn, your ships and Away Teams move between Vulcan (where it lies) and 2154 Vulcan (22nd-Century ShiKahr)', () => {
  function given(timeLocation = '22nd-Century ShiKahr', mission = 'Deliver Ancient Artifact') {
    const { built, state, location, hand } = placed([mission, 'Excavation'], timeLocation, ['Kolinahr'], { ship: ship(), crew: [{ skills: 'OFFICER' }], awayTeam: [{ skills: 'SCIENCE' }] });
    const kolinahr = hand[0]!;
    return { kolinahr, vessel: built.ids.ship!, officer: built.ids.crew[0]!, scientist: built.ids.awayTeam[0]!, location, state: moved(state, [[kolinahr, Z.atop('L1')]]) };
  }
  const use = (kolinahr: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: kolinahr, ability: 'to-2154-vulcan', target });
  it('applies: the ship (crew aboard) and then the Away Team go to ShiKahr; not a third time this turn; next turn they may come back', () => {
    const { kolinahr, vessel, officer, scientist, location, state } = given();
    expect(location).toBe('L3');
    expect(activations(state, kolinahr)).toEqual([`${vessel}>L3`, `${scientist}>L3`]);
    const one = accepted(state, use(kolinahr, `${vessel}>L3`));
    expect(ofType(one.events, 'TimeTraveled')).toEqual([{ type: 'TimeTraveled', player: 'p1', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: kolinahr, rule: TIME_RULES.timeTravel }]);
    expect([one.state.cards[vessel]!.zone, one.state.cards[officer]!.zone]).toEqual([Z.space('L3'), Z.aboard(vessel)]);
    expect(one.state.cards[vessel]!.stopped).toBeFalsy();
    const two = accepted(one.state, use(kolinahr, `${scientist}>L3`));
    expect(two.state.cards[scientist]!.zone).toBe(Z.surface('L3'));
    expect(refused(two.state, use(kolinahr, `${vessel}>L1`))).toBe('ONCE_PER_TURN');
    const next = endTurns(two.state);
    expect(activations(next, kolinahr)).toEqual([`${vessel}>L1`, `${scientist}>L1`]);
    expect(accepted(next, use(kolinahr, `${vessel}>L1`)).state.cards[vessel]!.zone).toBe(Z.space('L1'));
  });
  it('does not apply: in hand; at Vulcan with no 2154 Vulcan in play; to another time location (Camp Khitomer); from another mission', () => {
    const { kolinahr, vessel, scientist, state } = given();
    expect(activations(moved(state, [[kolinahr, Z.hand('p1')]]), kolinahr)).toEqual([]);
    expect(activations(moved(state, [[vessel, Z.space('L2')]]), kolinahr)).toEqual([`${scientist}>L3`]);
    const alone = scene({ missions: ['Deliver Ancient Artifact'], hand: ['Kolinahr'], ship: ship(), crew: [{ skills: 'OFFICER' }] });
    expect(activations(moved(alone.state, [[alone.ids.hand[0]!, Z.atop('L1')]]), alone.ids.hand[0]!)).toEqual([]);
    const camp = given('Camp Khitomer', 'Khitomer Research');
    expect(activations(camp.state, camp.kolinahr)).toEqual([]);
    expect(refused(camp.state, use(camp.kolinahr, `${camp.vessel}>L3`))).toBe('INVALID_TARGET');
  });
});

describe('184_020 Protect the Timeline: a free report for your unique personnel here, no other free reports of personnel, and any player\'s ships time travel with it', () => {
  /** Cetacean Institute (L3, on Espionage Mission) and Camp Khitomer (L4, on Khitomer Research) in play; Protect the Timeline atop Cetacean Institute unless `without`. */
  function given(without = false) {
    const built = scene({
      missions: ['Espionage Mission', 'Khitomer Research'],
      hand: ['Cetacean Institute', 'Camp Khitomer', 'Protect the Timeline', 'Dr. Gillian Taylor', 'Azetbur', 'Amanda Grayson'],
      opponentHand: [ship(), person({ skills: 'OFFICER' })],
    });
    const [cetacean, camp, guard, gillian, azetbur, amanda] = built.ids.hand as [string, string, string, string, string, string];
    let state = endTurns(accepted(built.state, play(cetacean, 'L1')).state);
    state = endTurns(accepted(state, play(camp, 'L2')).state);
    if (!without) state = moved(state, [[guard, Z.atop('L3')]]);
    return { state, cetacean, camp, guard, gillian, azetbur, amanda, theirs: built.ids.opponentHand as [string, string] };
  }
  it('applies: your unique native reports to the time location for free (its use spent); a native of another time location then uses the normal card play', () => {
    const { state, cetacean, camp, gillian, azetbur, amanda } = given();
    const free = accepted(state, report(gillian, cetacean));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: gillian, to: Z.surface('L3'), normalCardPlay: false })]);
    expect(ofType(free.events, 'CardAbilityUsed')).toEqual([expect.objectContaining({ player: 'p1', title: 'free report:Protect the Timeline' })]);
    // Camp Khitomer's own free report is barred: Azetbur is not native to 1986 and reports to no ship or facility there.
    const normal = accepted(free.state, report(azetbur, camp));
    expect(ofType(normal.events, 'CardReported')).toEqual([expect.objectContaining({ card: azetbur, to: Z.surface('L4'), normalCardPlay: true })]);
    expect(refused(normal.state, report(amanda, camp))).toBeTruthy();
  });
  it('does not apply: without it Dr. Gillian Taylor uses the normal card play and Camp Khitomer\'s first native reports for free', () => {
    const { state, cetacean, camp, gillian, azetbur } = given(true);
    expect(ofType(accepted(state, report(gillian, cetacean)).events, 'CardReported')[0]).toMatchObject({ card: gillian, normalCardPlay: true });
    expect(ofType(accepted(state, report(azetbur, camp)).events, 'CardReported')[0]).toMatchObject({ card: azetbur, normalCardPlay: false });
  });
  it('applies: a unique personnel not native there reports for free aboard your facility at the time location; aboard one at a spaceline mission, not for free', () => {
    const built = scene({ missions: ['Espionage Mission', 'Khitomer Research'], hand: ['Cetacean Institute', 'Protect the Timeline', 'Federation Outpost', 'Federation Outpost', 'Jean-Luc Picard', 'Jean-Luc Picard'] });
    const [cetacean, guard, here, there, picard, again] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(endTurns(accepted(built.state, play(cetacean, 'L1')).state), [[guard, Z.atop('L3')], [here, Z.space('L3')], [there, Z.space('L2')]]);
    const free = accepted(state, report(picard, here));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: picard, to: Z.aboard(here), normalCardPlay: false })]);
    const elsewhere = accepted(state, report(again, there));
    expect(ofType(elsewhere.events, 'CardReported')).toEqual([expect.objectContaining({ card: again, to: Z.aboard(there), normalCardPlay: true })]);
  });
  it("applies: on the opponent's turn their staffed ship at Espionage Mission time travels to Cetacean Institute with it, and is stopped (not native)", () => {
    const { state, guard, theirs } = given();
    const [vessel, officer] = theirs;
    const p2Turn = moved(accepted(state, { type: 'EndTurn', actor: 'p1' }).state, [[vessel, Z.space('L1')], [officer, Z.aboard(vessel)]]);
    const use: Command = { type: 'ActivateCard', actor: 'p2', card: guard, ability: 'time-travel', target: `${vessel}>L3` };
    expect(legalCommands(p2Turn, 'p2')).toContainEqual(use);
    const after = accepted(p2Turn, use);
    expect(ofType(after.events, 'TimeTraveled')).toEqual([expect.objectContaining({ player: 'p2', cards: [vessel], ship: vessel, from: 'L1', to: 'L3', by: guard })]);
    expect(after.state.cards[vessel]!).toMatchObject({ zone: Z.space('L3'), stopped: true });
  });
  it("does not apply: the opponent's ship at a mission with no time location of this card (Khitomer Research) is offered no route", () => {
    const { state, guard, theirs } = given();
    const [vessel, officer] = theirs;
    const p2Turn = moved(accepted(state, { type: 'EndTurn', actor: 'p1' }).state, [[vessel, Z.space('L2')], [officer, Z.aboard(vessel)]]);
    expect(legalCommands(p2Turn, 'p2').filter((c) => c.type === 'ActivateCard' && c.card === guard)).toEqual([]);
    expect(refused(p2Turn, { type: 'ActivateCard', actor: 'p2', card: guard, ability: 'time-travel', target: `${vessel}>L4` })).toBeTruthy();
  });
});

describe("109_021 Temporal Vortex on a time location: any player's ships time travel with it", () => {
  function given(at: 'L1' | 'L2') {
    const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer', 'Temporal Vortex'], opponentHand: [ship(), person({ skills: 'OFFICER' })], auDoor: true });
    const [camp, vortex] = built.ids.hand as [string, string];
    const [vessel, officer] = built.ids.opponentHand as [string, string];
    const placedCamp = endTurns(accepted(built.state, play(camp, 'L1')).state);
    const onIt = accepted(placedCamp, { type: 'PlayCard', actor: 'p1', card: vortex, target: 'L3', mode: 1 }).state;
    const p2Turn = moved(accepted(onIt, { type: 'EndTurn', actor: 'p1' }).state, [[vessel, Z.space(at)], [officer, Z.aboard(vessel)]]);
    return { vortex, vessel, state: p2Turn };
  }
  it("applies: on the opponent's turn their staffed ship at Khitomer Research goes to Camp Khitomer", () => {
    const { vortex, vessel, state } = given('L1');
    const use: Command = { type: 'ActivateCard', actor: 'p2', card: vortex, ability: 'time-travel', target: `${vessel}>L3` };
    expect(legalCommands(state, 'p2')).toContainEqual(use);
    const after = accepted(state, use);
    expect(ofType(after.events, 'TimeTraveled')).toEqual([expect.objectContaining({ player: 'p2', ship: vessel, from: 'L1', to: 'L3', by: vortex })]);
    expect(after.state.cards[vessel]!.zone).toBe(Z.space('L3'));
  });
  it("does not apply: the opponent's ship at Excavation has no route", () => {
    const { vortex, vessel, state } = given('L2');
    expect(legalCommands(state, 'p2').filter((c) => c.type === 'ActivateCard' && c.card === vortex)).toEqual([]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p2', card: vortex, ability: 'time-travel', target: `${vessel}>L3` })).toBeTruthy();
  });
});

describe('223_012 Assignment: Earth atop Earth: your Gary Seven, Isis and Roberta Lincoln report to a time location paired with Earth', () => {
  function given(withAssignment: boolean) {
    const built = scene({ missions: ['Espionage Mission', 'Khitomer Research'], hand: ['Cetacean Institute', 'Camp Khitomer', 'Assignment: Earth', 'Gary Seven', 'Isis', person({ skills: 'OFFICER' })], auDoor: true });
    const [cetacean, camp, assignment, gary, isis, plain] = built.ids.hand as [string, string, string, string, string, string];
    let state = endTurns(accepted(built.state, play(cetacean, 'L1')).state);
    state = endTurns(accepted(state, play(camp, 'L2')).state);
    if (withAssignment) state = moved(state, [[assignment, Z.atop('L1')]]);
    return { state, cetacean, camp, mission: built.ids.missions[0]!, gary, isis, plain };
  }
  it('applies: Gary Seven reports to the planet of Cetacean Institute (paired with Earth), Isis too next turn', () => {
    const { state, cetacean, gary, isis } = given(true);
    expect(legalCommands(state, 'p1')).toContainEqual(report(gary, cetacean));
    const after = accepted(state, report(gary, cetacean));
    expect(ofType(after.events, 'CardReported')).toEqual([expect.objectContaining({ card: gary, facility: cetacean, to: Z.surface('L3'), normalCardPlay: true })]);
    expect(ofType(accepted(endTurns(after.state), report(isis, cetacean)).events, 'CardReported')[0]).toMatchObject({ card: isis, to: Z.surface('L3') });
  });
  it('does not apply: without it; to a time location paired elsewhere (Camp Khitomer); to Earth itself; other personnel', () => {
    const without = given(false);
    expect(refused(without.state, report(without.gary, without.cetacean))).toBe('NOT_REPORTABLE_HERE');
    const { state, camp, mission, gary, plain, cetacean } = given(true);
    expect(refused(state, report(gary, camp))).toBe('NOT_REPORTABLE_HERE');
    expect(refused(state, report(gary, mission))).toBeTruthy();
    expect(refused(state, report(plain, cetacean))).toBe('NOT_REPORTABLE_HERE');
  });
});

describe('192_008 Quantum Leap: the opponent picks an OFFICER, relocated to a time location (discarded with none); to get past, SECURITY and two Archaeology', () => {
  /** p1's Away Team attempts Khitomer Research (L1) with Quantum Leap seeded there; the time locations named are played first (L3, L4). */
  function attemptWith(team: PersonSpec[], places: { title: string; onto: string }[], answer?: (options: readonly string[]) => readonly string[]) {
    const built = scene({ missions: ['Khitomer Research', 'Espionage Mission'], seeds: ['Quantum Leap'], awayTeam: team, hand: places.map((place) => place.title) });
    let state = built.state;
    places.forEach((place, index) => {
      state = endTurns(accepted(state, play(built.ids.hand[index]!, place.onto)).state);
    });
    const run = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }, (choice) => (answer ? answer(choice.options) : choice.options.slice(0, choice.pick)));
    return { built, run, places: built.ids.hand };
  }
  const k = (skills: string): PersonSpec => ({ skills, affiliation: 'Klingon' });
  const team: PersonSpec[] = [k('OFFICER'), k('SECURITY'), k('Archaeology x2')];
  it('applies: the OFFICER goes to the planet of Camp Khitomer; SECURITY and two Archaeology remain, so the team gets past', () => {
    const { built, run } = attemptWith(team, [{ title: 'Camp Khitomer', onto: 'L1' }]);
    const officer = built.ids.awayTeam[0]!;
    expect(ofType(run.events, 'CardMoved').filter((e) => e.card === officer)).toEqual([expect.objectContaining({ to: Z.surface('L3'), reason: 'relocated by Quantum Leap' })]);
    expect(run.state.cards[officer]!.zone).toBe(Z.surface('L3'));
    expect(ofType(run.events, 'DilemmaStepResolved').map((e) => e.effect)).toEqual(expect.arrayContaining(['relocated to L3', 'got past']));
  });
  it('applies: with two time locations the encountering player picks one (Cetacean Institute here)', () => {
    const { built, run, places } = attemptWith(team, [{ title: 'Camp Khitomer', onto: 'L1' }, { title: 'Cetacean Institute', onto: 'L2' }], (options) => [options[1]!]);
    // One OFFICER: the opponent's pick needs no asking; the time location is the encountering player's.
    expect(ofType(run.events, 'DilemmaChoiceRequested').map((e) => [e.choice.player, e.choice.options])).toEqual([['p1', places]]);
    expect(run.state.cards[built.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L4'));
    expect(places.map((place) => run.state.cards[place]!.zone)).toEqual([Z.mission('L3'), Z.mission('L4')]);
  });
  it('does not apply: with no time location in play the OFFICER is discarded; without the skills the team does not get past', () => {
    const none = attemptWith(team, []);
    expect(none.run.state.cards[none.built.ids.awayTeam[0]!]!.zone).toBe(Z.discard('p1'));
    const short = attemptWith([k('OFFICER'), k('SECURITY'), k('Archaeology')], [{ title: 'Camp Khitomer', onto: 'L1' }]);
    expect(ofType(short.run.events, 'DilemmaStepResolved').map((e) => e.effect)).toContain('cannot get past');
  });
});

describe('192_014 Xindi Test Strike: two random members die, and one personnel or empty ship of yours at a corresponding time location (opponent\'s choice) is discarded', () => {
  const k = (skills: string, extra: Partial<PersonSpec> = {}): PersonSpec => ({ skills, affiliation: 'Klingon', ...extra });
  /** p1's Away Team attempts Khitomer Research (L1); Camp Khitomer (L3, paired with it) and Cetacean Institute (L4, paired with Earth) in play; `there` moved to L3, `earth` to L4. */
  function given(team: PersonSpec[], pickShip = false) {
    const built = scene({
      missions: ['Khitomer Research', 'Espionage Mission'],
      seeds: ['Xindi Test Strike'],
      awayTeam: team,
      hand: ['Camp Khitomer', 'Cetacean Institute', person({ skills: 'OFFICER' }), ship(), person({ skills: 'OFFICER' })],
    });
    const [camp, cetacean, there, emptyShip, earth] = built.ids.hand as [string, string, string, string, string];
    let state = endTurns(accepted(built.state, play(camp, 'L1')).state);
    state = endTurns(accepted(state, play(cetacean, 'L2')).state);
    state = moved(state, [[there, Z.surface('L3')], [emptyShip, Z.space('L3')], [earth, Z.surface('L4')]]);
    const run = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }, (choice) => (pickShip && choice.player === 'p2' ? [emptyShip] : choice.options.slice(0, choice.pick)));
    return { built, run, there, emptyShip, earth };
  }
  it('applies: two of the team die; the opponent chooses between your personnel and your empty ship at Camp Khitomer, and the ship is discarded', () => {
    const { built, run, there, emptyShip, earth } = given([k('OFFICER'), k('OFFICER'), k('OFFICER')], true);
    expect(ofType(run.events, 'DilemmaStepResolved').map((e) => e.effect)).toEqual(expect.arrayContaining(['kill: 2', 'discarded 1 at a corresponding time location']));
    expect(built.ids.awayTeam.filter((card) => run.state.cards[card]!.zone === Z.discard('p1'))).toHaveLength(2);
    const asked = ofType(run.events, 'DilemmaChoiceRequested').filter((e) => e.choice.player === 'p2');
    expect(asked.map((e) => [...e.choice.options].sort())).toEqual([[there, emptyShip].sort()]);
    expect(run.state.cards[emptyShip]!.zone).toBe(Z.discard('p1'));
    expect(run.state.cards[there]!.zone).toBe(Z.surface('L3'));
    expect(run.state.cards[earth]!.zone).toBe(Z.surface('L4'));
  });
  it('does not apply: a Xindi nullifies it (nothing discarded at Camp Khitomer); cards at a time location paired elsewhere are not candidates', () => {
    const nullified = given([k('OFFICER', { ch: ['Xindi'] }), k('OFFICER')]);
    expect([nullified.there, nullified.emptyShip].map((card) => nullified.run.state.cards[card]!.zone)).toEqual([Z.surface('L3'), Z.space('L3')]);
    const { run, earth } = given([k('OFFICER'), k('OFFICER'), k('OFFICER')]);
    expect(run.state.cards[earth]!.zone).toBe(Z.surface('L4'));
  });
});
