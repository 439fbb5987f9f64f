/**
 * Ships' special equipment (issue 15): cloaking and phasing as an order, what a cloaked ship may and
 * may not do, the predicates the battle rules read, and Tachyon Detection Grid.
 *   1E rulebook › CLOAK; THE CARDS › SHIPS › Clarifications: List of Special Equipment;
 *   DAMAGE AND REPAIRS › ROTATION DAMAGE (Cloaking Device off-line); GETTING HURT › STOPPED.
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { view } from '../view';
import { ofType, person, realCard, scene, ship } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { validTargets } from './play';
import { cloakMode, isCloaked, SHIP_RULES, withinCloak } from './ship-equipment';

function crewman(affiliation: string, skills = 'OFFICER'): Card {
  return { ...person({ affiliation, skills }), icons: [{ code: 'Stf', name: 'Staff', category: 'staffing' }] } as Card;
}
function after(state: GameState, events: readonly GameEvent[]): GameState {
  return evolveAll(events as GameEvent[], state);
}
function ok(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`${command.type} refused: ${outcome.violation.code} ${outcome.violation.message}`);
  return outcome;
}
function refused(state: GameState, command: Command): { code: string; rule: string } {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected ${command.type} to be refused`);
  expect(outcome.unchanged).toBe(true);
  return { code: outcome.violation.code, rule: outcome.violation.rule };
}
const cloak = (ship: string, mode: 'cloak' | 'phase' | 'decloak' = 'cloak'): Command => ({ type: 'CloakShip', actor: 'p1', ship, mode });

/** p1's I.K.S. K'Vort (Cloaking Device, Tractor Beam) in orbit of a Klingon space mission (L1) with a Klingon crewman; L2 a Klingon planet. */
function kvort(extra: { crew?: Card[]; hand?: string[]; opponentHand?: string[] } = {}) {
  const built = scene({
    missions: ['Investigate Alien Probe', 'Fever Emergency'],
    ship: realCard("I.K.S. K'Vort"),
    crew: extra.crew ?? [crewman('Klingon')],
    ...(extra.hand ? { hand: extra.hand } : {}),
    ...(extra.opponentHand ? { opponentHand: extra.opponentHand } : {}),
  });
  return { ...built, ship: built.ids.ship! };
}

describe('cloaking (1E rulebook › CLOAK)', () => {
  it('a ship with a Cloaking Device and a matching crewman aboard cloaks as an order', () => {
    const { state, ship } = kvort();
    const { events, state: next } = ok(state, cloak(ship));
    expect(ofType(events, 'ShipCloaked')).toEqual([{ type: 'ShipCloaked', player: 'p1', ship, mode: 'cloaked', turn: 1, rule: SHIP_RULES.cloak }]);
    expect(ofType(events, 'OrdersBegan')).toHaveLength(1);
    expect(next.cards[ship]!.cloak).toBe('cloaked');
    expect(isCloaked(next, ship)).toBe(true);
    expect(cloakMode(next, ship)).toBe('cloaked');
  });

  it('is refused for a ship without the equipment, a stopped ship, a damaged ship and a ship without a matching crewman', () => {
    const plain = scene({ missions: ['Investigate Alien Probe'], ship: ship(), crew: [crewman('Federation')] });
    expect(refused(plain.state, cloak(plain.ids.ship!)).code).toBe('NO_CLOAKING_DEVICE');
    const { state, ship: kv } = kvort();
    const stopped = after(state, [{ type: 'CardStopped', card: kv }]);
    expect(refused(stopped, cloak(kv))).toEqual({ code: 'STOPPED', rule: SHIP_RULES.stoppedCannotCloak });
    const damaged = after(state, [{ type: 'ShipDamaged', ship: kv, damage: 1, source: 'test' }]);
    expect(refused(damaged, cloak(kv))).toEqual({ code: 'CLOAK_OFF_LINE', rule: SHIP_RULES.damagedCloak });
    const romulanCrew = kvort({ crew: [crewman('Romulan')] });
    expect(refused(romulanCrew.state, cloak(romulanCrew.ship))).toEqual({ code: 'NO_MATCHING_CREW', rule: SHIP_RULES.cloakCrew });
  });

  it('once each turn: a ship that cloaked may not decloak in the same turn, but may in its next turn', () => {
    const { state, ship } = kvort();
    const cloaked = ok(state, cloak(ship)).state;
    expect(refused(cloaked, cloak(ship, 'decloak'))).toEqual({ code: 'CLOAK_USED', rule: SHIP_RULES.cloakOncePerTurn });
    expect(refused(cloaked, cloak(ship))).toEqual({ code: 'ALREADY_CLOAKED', rule: SHIP_RULES.cloak });
    const later = after(cloaked, [{ type: 'TurnBegan', player: 'p1', number: 3 }]);
    const { events, state: visible } = ok(later, cloak(ship, 'decloak'));
    expect(ofType(events, 'ShipDecloaked')).toEqual([{ type: 'ShipDecloaked', player: 'p1', ship, turn: 3, rule: SHIP_RULES.cloakOncePerTurn }]);
    expect(visible.cards[ship]!.cloak).toBeUndefined();
    expect(isCloaked(visible, ship)).toBe(false);
  });

  it('decloaking a ship that is not cloaked, or cloaking on the opponent’s turn, is refused', () => {
    const { state, ship } = kvort();
    expect(refused(state, cloak(ship, 'decloak')).code).toBe('NOT_CLOAKED');
    expect(refused(state, { type: 'CloakShip', actor: 'p2', ship, mode: 'cloak' }).code).toBe('NOT_YOUR_TURN');
  });

  it('a docked ship may not cloak (nothing docks with a cloaked card)', () => {
    const { state, ship } = kvort();
    const docked = after(state, [{ type: 'CardMoved', card: ship, from: Z.space('L1'), to: Z.docked('c99'), faceUp: true, reason: 'test' }]);
    expect(refused(docked, cloak(ship))).toEqual({ code: 'NOT_IN_SPACE', rule: SHIP_RULES.cloakNoBoarding });
  });
});

describe('what a cloaked ship may and may not do (1E rulebook › CLOAK)', () => {
  function cloakedAtPlanet() {
    const built = kvort();
    // At the Klingon planet L2, cloaked.
    const state = after(built.state, [
      { type: 'CardMoved', card: built.ship, from: Z.space('L1'), to: Z.space('L2'), faceUp: true, reason: 'test' },
      { type: 'ShipCloaked', player: 'p1', ship: built.ship, mode: 'cloaked', turn: 0 },
    ]);
    return { ...built, state };
  }

  it('may not attempt a mission; the same ship decloaked may', () => {
    const { state, ship } = kvort();
    const cloaked = after(state, [{ type: 'ShipCloaked', player: 'p1', ship, mode: 'cloaked', turn: 0 }]);
    expect(refused(cloaked, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship })).toEqual({ code: 'CLOAKED', rule: SHIP_RULES.cloakNoAttempt });
    expect(ofType(ok(state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship }).events, 'MissionAttemptBegan')).toHaveLength(1);
  });

  it('nobody beams off it (or on it); a decloaked ship beams its crew down', () => {
    const { state, ship, ids } = cloakedAtPlanet();
    const down: Command = { type: 'Beam', actor: 'p1', cards: ids.crew, to: Z.surface('L2'), via: ship };
    expect(refused(state, down)).toEqual({ code: 'CLOAKED', rule: SHIP_RULES.cloakNoBoarding });
    const visible = after(state, [{ type: 'ShipDecloaked', player: 'p1', ship, turn: 0 }]);
    // the beam records the ship the Away Team came from (awayFrom: Distortion of Space/Time Continuum, premiere-places)
    expect(ofType(ok(visible, down).events, 'CardsBeamed')).toEqual([
      { type: 'CardsBeamed', player: 'p1', cards: ids.crew, from: Z.aboard(ship), to: Z.surface('L2'), via: ship, awayFrom: ship, rule: expect.stringContaining('BEAM') },
    ]);
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'Beam')).toEqual([]);
    expect(legalCommands(visible, 'p1').some((command) => command.type === 'Beam')).toBe(true);
  });

  it('moves normally with its RANGE', () => {
    const { state, ship } = kvort();
    const cloaked = after(state, [{ type: 'ShipCloaked', player: 'p1', ship, mode: 'cloaked', turn: 0 }]);
    const flew = ok(cloaked, { type: 'Fly', actor: 'p1', ship, to: 'L2' });
    expect(ofType(flew.events, 'ShipFlew')).toHaveLength(1);
    expect(flew.state.cards[ship]!.cloak).toBe('cloaked');
  });

  it('the opponent may not target it (its owner may); the battle predicates see the ship and its crew as cloaked', () => {
    const { state, ship, ids } = cloakedAtPlanet();
    expect(validTargets(state, 'p1', { kind: 'ship', whose: 'any' })).toContain(ship);
    expect(validTargets(state, 'p2', { kind: 'ship', whose: 'any' })).not.toContain(ship);
    expect(withinCloak(state, ids.crew[0]!)).toBe(true);
    const visible = after(state, [{ type: 'ShipDecloaked', player: 'p1', ship, turn: 0 }]);
    expect(validTargets(visible, 'p2', { kind: 'ship', whose: 'any' })).toContain(ship);
    expect(withinCloak(visible, ids.crew[0]!)).toBe(false);
  });

  it('a card leaving play is no longer cloaked', () => {
    const { state, ship } = cloakedAtPlanet();
    const gone = after(state, [{ type: 'CardMoved', card: ship, from: Z.space('L2'), to: Z.hand('p1'), faceUp: false, reason: 'test' }]);
    expect(gone.cards[ship]!.cloak).toBeUndefined();
  });
});

describe('legalCommands offers cloaking where legal, without flooding', () => {
  it('one CloakShip for the K’Vort; none once it has cloaked this turn; none for a ship without a device', () => {
    const { state, ship } = kvort();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'CloakShip')).toEqual([{ type: 'CloakShip', actor: 'p1', ship, mode: 'cloak' }]);
    const cloaked = ok(state, cloak(ship)).state;
    expect(legalCommands(cloaked, 'p1').filter((command) => command.type === 'CloakShip')).toEqual([]);
    const plain = scene({ missions: ['Investigate Alien Probe'], ship: ship_(), crew: [crewman('Federation')] });
    expect(legalCommands(plain.state, 'p1').filter((command) => command.type === 'CloakShip')).toEqual([]);
  });
});
const ship_ = () => ship();

describe('phasing (1E rulebook › CLOAK › Phasing Cloak)', () => {
  function apnex() {
    const built = scene({ missions: ['Investigate Alien Probe', 'Fever Emergency'], ship: realCard('Apnex'), crew: [crewman('Romulan')] });
    return { ...built, ship: built.ids.ship! };
  }
  it('the Apnex phases; nobody, not even its owner, targets a phased ship', () => {
    const { state, ship } = apnex();
    const { events, state: phased } = ok(state, cloak(ship, 'phase'));
    expect(ofType(events, 'ShipCloaked')).toEqual([{ type: 'ShipCloaked', player: 'p1', ship, mode: 'phased', turn: 1, rule: SHIP_RULES.phasing }]);
    expect(validTargets(phased, 'p1', { kind: 'ship', whose: 'yours' })).not.toContain(ship);
    expect(validTargets(state, 'p1', { kind: 'ship', whose: 'yours' })).toContain(ship);
  });
  it('a landed ship that phases takes off first; a ship without a Phasing Cloak may not phase', () => {
    const { state, ship } = apnex();
    const landed = after(state, [{ type: 'CardMoved', card: ship, from: Z.space('L1'), to: Z.surface('L2'), faceUp: true, reason: 'test' }]);
    const { events, state: phased } = ok(landed, cloak(ship, 'phase'));
    expect(events.filter((event) => event.type === 'ShipTookOff' || event.type === 'ShipCloaked').map((event) => event.type)).toEqual(['ShipTookOff', 'ShipCloaked']);
    expect(phased.cards[ship]!.zone).toBe(Z.space('L2'));
    const k = kvort();
    expect(refused(k.state, cloak(k.ship, 'phase')).code).toBe('NO_CLOAKING_DEVICE');
  });
});

describe('101_139 Tachyon Detection Grid (with four of your ships in play, a cloaked ship must decloak)', () => {
  function grid(ownShips: number) {
    const built = kvort({ hand: ['Tachyon Detection Grid'], opponentHand: ["I.K.S. K'Vort", 'Apnex'] });
    const [theirs, apnexId] = built.ids.opponentHand as [string, string];
    const extra = Array.from({ length: ownShips - 1 }, () => ship());
    let state = after(built.state, [
      { type: 'CardMoved', card: theirs, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      { type: 'ShipCloaked', player: 'p2', ship: theirs, mode: 'cloaked', turn: 0 },
      { type: 'CardMoved', card: apnexId, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      { type: 'ShipCloaked', player: 'p2', ship: apnexId, mode: 'phased', turn: 0 },
    ]);
    // More ships of p1's: test ships added as blueprints and moved into space.
    extra.forEach((card, index) => {
      const iid = `x${index}`;
      state = { ...state, blueprints: { ...state.blueprints, [card.id]: card }, cards: { ...state.cards, [iid]: { iid, blueprint: card.id, owner: 'p1', zone: Z.space('L2'), faceUp: true } }, zones: { ...state.zones, [Z.space('L2')]: [...(state.zones[Z.space('L2')] ?? []), iid] } };
    });
    return { state, tdg: built.ids.hand[0]!, theirs, apnexId };
  }
  it('with four ships of yours: played on the opponent’s cloaked ship, which decloaks (and may not cloak again this turn)', () => {
    const { state, tdg, theirs, apnexId } = grid(4);
    expect(validTargets(state, 'p1', { kind: 'cloaked-ship', yourShipsAtLeast: 4 })).toEqual([theirs]);
    expect(validTargets(state, 'p1', { kind: 'cloaked-ship', yourShipsAtLeast: 4 })).not.toContain(apnexId);
    const played = ok(state, { type: 'PlayCard', actor: 'p1', card: tdg, target: theirs });
    expect(ofType(played.events, 'ShipDecloaked')).toEqual([{ type: 'ShipDecloaked', player: 'p2', ship: theirs, turn: 1, source: tdg, rule: SHIP_RULES.cloak }]);
    expect(isCloaked(played.state, theirs)).toBe(false);
    expect(played.state.cards[theirs]!.cloakTurn).toBe(1);
  });
  it('with three ships of yours it cannot be played (no valid target)', () => {
    const { state, tdg, theirs } = grid(3);
    expect(validTargets(state, 'p1', { kind: 'cloaked-ship', yourShipsAtLeast: 4 })).toEqual([]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: tdg, target: theirs }).code).toBe('INVALID_TARGET');
  });
});

describe('Long-Range Scan Shielding (101_354 Mercenary Ship): Long-Range Scan may not target it', () => {
  function scanScene() {
    const built = scene({ missions: ['Investigate Alien Probe'], ship: ship(), crew: [crewman('Federation')], hand: ['Long-Range Scan'], opponentHand: ['Mercenary Ship'] });
    const mercenary = built.ids.opponentHand[0]!;
    const state = after(built.state, [{ type: 'CardMoved', card: mercenary, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' }]);
    return { state, scan: built.ids.hand[0]!, mercenary, own: built.ids.ship! };
  }
  it('the shielded ship is no target; an unshielded one is', () => {
    const { state, scan, mercenary, own } = scanScene();
    const offered = legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === scan);
    expect(offered).toEqual([{ type: 'PlayCard', actor: 'p1', card: scan, target: own }]);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: scan, target: mercenary }).code).toBe('INVALID_TARGET');
  });
});

describe('the view shows a cloaked ship as cloaked to both players', () => {
  it('cloaked: `cloak` in both views; decloaked: absent', () => {
    const { state, ship } = kvort();
    const cloaked = ok(state, cloak(ship)).state;
    const seen = (s: GameState, player: 'p1' | 'p2') => (view(s, { player }).zones[Z.space('L1')] ?? []).find((card) => 'iid' in card && card.iid === ship);
    expect(seen(cloaked, 'p2')).toMatchObject({ iid: ship, cloak: 'cloaked' });
    expect(seen(cloaked, 'p1')).toMatchObject({ iid: ship, cloak: 'cloaked' });
    expect(seen(state, 'p2')).not.toHaveProperty('cloak');
  });
});
