/**
 * Facilities in ship battle (issue 15, lead): given ships and facilities of both players at L1, when a
 * ship battle is initiated, then facilities fire, return fire, are targeted, defend with their SHIELDS,
 * are damaged and destroyed like ships; a docked ship has 50% of its facility's SHIELDS.
 *   1E rulebook › BATTLE › INITIATING A BATTLE ("Your ships and space facilities with WEAPONS and your
 *   personnel of matching affiliation aboard may attack your opponent's ships and facilities"); SHIP BATTLE
 *   › 1. Declaration, 2. Initiation (any ship or facility with WEAPONS and a matching personnel aboard may
 *   return fire), 5. Open Fire (DEFENSE: the SHIELDS of the targeted ship or facility, 50% of the facility's
 *   SHIELDS when docked), 8. Resolution; EXECUTING ORDERS › DOCK & UNDOCK (docked ships gain 50% of the
 *   facility's SHIELDS, are not destroyed with it); LEAVING PLAY (all personnel aboard a destroyed facility
 *   are killed); 1E DS9 expansion rules › ENGAGING IN BATTLE ("Ships can also attack planet facilities"; a
 *   Nor's leader must be in Ops).
 * Cards: Defense System Upgrade, Plasmadyne Relay (station or outpost part), Ablative Armor (facility part),
 * Strategic Base (DEFENSE part).
 */
import { legalCommands } from '../legal';
import { shipAttribute } from '../behaviour/ship-modifiers';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType, realCard as realCardOf } from '../testing/attempt-scene';
import { moved, play, refused, withAuDoor } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const crew = (label: string, owner: 'p1' | 'p2', aboard: string, affiliation: string, skills = 'OFFICER'): Placed => ({ label, owner, at: { aboard }, card: { skills, affiliation } });
const ship = (label: string, owner: 'p1' | 'p2', spec: { weapons?: number; shields?: number; affiliation?: string }): Placed => ({ label, owner, at: 'space', card: warship(spec) });
const attack = (built: { id: (l: string) => string }, attackers: string[], target: string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: attackers.map(built.id), target: built.id(target) });

describe('a facility attacks and returns fire (SHIP BATTLE › 1. Declaration, 2. Initiation)', () => {
  it("p1's Nor (WEAPONS 4) with a Cardassian OFFICER aboard is offered against p2's ship and hits SHIELDS 3; it is stopped after the battle", () => {
    const built = battleScene([{ label: 'nor', owner: 'p1', at: 'space', card: 'Nor' }, crew('nor-crew', 'p1', 'nor', 'Cardassian'), ship('t', 'p2', { affiliation: 'Romulan', shields: 3, weapons: 0 }), crew('t-crew', 'p2', 't', 'Romulan')]);
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['nor'], 't')]);
    const { events, state } = play(built.state, [attack(built, ['nor'], 't')]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ stage: 'open-fire', ships: [built.id('nor')], attack: 4, defense: 3, result: 'hit' }]);
    expect(state.cards[built.id('nor')]!.stopped).toBe(true);
  });

  it('does not apply: a facility without WEAPONS (an outpost) or without a leader aboard may not attack', () => {
    const unarmed = battleScene([{ label: 'o', owner: 'p1', at: 'space', card: 'Klingon Outpost' }, crew('o-crew', 'p1', 'o', 'Klingon'), ship('t', 'p2', { affiliation: 'Romulan' }), crew('t-crew', 'p2', 't', 'Romulan')]);
    expect(refused(unarmed.state, attack(unarmed, ['o'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
    expect(legalCommands(unarmed.state, 'p1').some((c) => c.type === 'InitiateShipBattle')).toBe(false);
    const leaderless = battleScene([{ label: 'nor', owner: 'p1', at: 'space', card: 'Nor' }, crew('nor-crew', 'p1', 'nor', 'Cardassian', 'ENGINEER'), ship('t', 'p2', { affiliation: 'Romulan' }), crew('t-crew', 'p2', 't', 'Romulan')]);
    expect(refused(leaderless.state, attack(leaderless, ['nor'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
  });

  it("p2's Nor returns fire at the attacking ship (no leader needed); without a Cardassian aboard it may not", () => {
    const given = (affiliation: string) =>
      battleScene([ship('a', 'p1', { weapons: 8, shields: 3 }), crew('a-crew', 'p1', 'a', 'Klingon'), ship('t', 'p2', { affiliation: 'Romulan', shields: 6, weapons: 0 }), crew('t-crew', 'p2', 't', 'Romulan'), { label: 'nor', owner: 'p2', at: 'space', card: 'Nor' }, crew('nor-crew', 'p2', 'nor', affiliation, 'ENGINEER')]);
    const built = given('Cardassian');
    const started = play(built.state, [attack(built, ['a'], 't')]);
    expect(started.state.awaiting).toEqual([{ player: 'p2', kind: 'return-fire', options: [built.id('a')] }]);
    const { events } = play(started.state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('a') }]);
    expect(ofType(events, 'ShipsFired').map((e) => [e.stage, e.ships, e.attack, e.defense, e.result])).toEqual([
      ['open-fire', [built.id('a')], 8, 6, 'hit'],
      ['return-fire', [built.id('nor')], 4, 3, 'hit'],
    ]);
    const unmanned = given('Romulan');
    const declined = play(unmanned.state, [attack(unmanned, ['a'], 't')]);
    expect(ofType(declined.events, 'ReturnFireDeclared')).toMatchObject([{ player: 'p2', ships: [], target: null }]);
  });
});

describe('a facility as the target (SHIP BATTLE › 5. Open Fire, 8. Resolution)', () => {
  const outpostScene = (weapons: number[], extra: Placed[] = []) =>
    battleScene([
      ...weapons.flatMap((w, i) => [ship(`a${i}`, 'p1', { weapons: w }), crew(`a${i}-crew`, 'p1', `a${i}`, 'Klingon')]),
      { label: 'o', owner: 'p2', at: 'space', card: 'Klingon Outpost' },
      crew('o-crew', 'p2', 'o', 'Klingon', 'ENGINEER'),
      ...extra,
    ]);

  it("p2's Klingon Outpost (SHIELDS 32, no WEAPONS) is offered as a target; 33 is a hit: damaged, still in play, no return fire", () => {
    const built = outpostScene([20, 13]);
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['a0', 'a1'], 'o')]);
    const { events, state } = play(built.state, [attack(built, ['a0', 'a1'], 'o')]);
    expect(ofType(events, 'ReturnFireDeclared')).toMatchObject([{ ships: [], target: null }]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ target: built.id('o'), attack: 33, defense: 32, result: 'hit' }]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ ship: built.id('o'), damage: 1 }]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1' });
    expect(state.cards[built.id('o')]!.zone).toBe(Z.space('L1'));
  });

  it('a direct hit destroys it at the end of the battle: its crew is killed, a ship docked there is undocked, not destroyed', () => {
    const built = outpostScene([40, 25], [ship('d', 'p2', { weapons: 0, shields: 1 })]);
    const docked = moved(built.state, [[built.id('d'), Z.docked(built.id('o'))]]);
    const { events, state } = play(docked, [attack(built, ['a0', 'a1'], 'o')]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ attack: 65, defense: 32, result: 'direct-hit' }]);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.id('o-crew'), 'killed'],
      [built.id('o'), 'destroyed'],
    ]);
    expect(state.cards[built.id('d')]!.zone).toBe(Z.space('L1'));
  });

  it('a headquarters on the planet may be targeted (DS9 rules: ships can also attack planet facilities)', () => {
    const built = battleScene([ship('a', 'p1', { weapons: 8 }), crew('a-crew', 'p1', 'a', 'Klingon'), { label: 'hq', owner: 'p2', at: 'surface', card: 'Chamber of Ministers' }]);
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['a'], 'hq')]);
  });

  it('a docked ship defends with its SHIELDS plus 50% of the facility\'s (6 + 16); undocked, with its own', () => {
    const built = outpostScene([30], [ship('d', 'p2', { weapons: 0, shields: 6 })]);
    expect(shipAttribute(built.state, built.id('d'), 'SHIELDS')).toBe(6);
    const docked = moved(built.state, [[built.id('d'), Z.docked(built.id('o'))]]);
    expect(shipAttribute(docked, built.id('d'), 'SHIELDS')).toBe(22);
    const { events } = play(docked, [attack(built, ['a0'], 'd')]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ target: built.id('d'), attack: 30, defense: 22, result: 'hit' }]);
  });

  it('a docked ship may not return fire, even when it is the target (EXECUTING ORDERS › DOCK & UNDOCK); undocked it does', () => {
    const built = outpostScene([8], [ship('d', 'p2', { weapons: 9, shields: 30 }), crew('d-crew', 'p2', 'd', 'Klingon', 'ENGINEER')]);
    const docked = moved(built.state, [[built.id('d'), Z.docked(built.id('o'))]]);
    expect(ofType(play(docked, [attack(built, ['a0'], 'd')]).events, 'ReturnFireDeclared')).toMatchObject([{ ships: [], target: null }]);
    expect(play(built.state, [attack(built, ['a0'], 'd')]).state.awaiting).toEqual([{ player: 'p2', kind: 'return-fire', options: [built.id('a0')] }]);
  });
});

describe('116_020 Defense System Upgrade (event, two ways: arms your space facility OR repairs a damaged one)', () => {
  const given = (extra: Placed[] = []) =>
    battleScene([
      { label: 'dsu', owner: 'p1', at: 'hand', card: 'Defense System Upgrade' },
      { label: 'dsu2', owner: 'p1', at: 'hand', card: 'Defense System Upgrade' },
      { label: 'o', owner: 'p1', at: 'space', card: 'Klingon Outpost' },
      crew('o-crew', 'p1', 'o', 'Klingon'),
      ...extra,
    ]);
  const playOn = (built: { id: (l: string) => string }, card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card: built.id(card), target: built.id(target), ...(mode !== undefined ? { mode } : {}) });

  it('applies: the outpost (no WEAPONS) gets WEAPONS 6 and SHIELDS 38, and may then attack; a second copy adds WEAPONS +4, SHIELDS +6', () => {
    const built = given([ship('t', 'p2', { affiliation: 'Romulan', shields: 5, weapons: 0 }), crew('t-crew', 'p2', 't', 'Romulan')]);
    const o = built.id('o');
    const once = play(built.state, [playOn(built, 'dsu', 'o')]).state;
    expect([shipAttribute(once, o, 'WEAPONS'), shipAttribute(once, o, 'SHIELDS')]).toEqual([6, 38]);
    expect(legalCommands(once, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['o'], 't')]);
    const { events } = play(once, [attack(built, ['o'], 't')]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ ships: [o], attack: 6, defense: 5, result: 'hit' }]);
    // A second copy (played on a later turn; placed here): cumulative.
    const twice = moved(once, [[built.id('dsu2'), Z.on(o)]]);
    expect([shipAttribute(twice, o, 'WEAPONS'), shipAttribute(twice, o, 'SHIELDS')]).toEqual([10, 44]);
  });

  it("does not apply: not on the opponent's facility, nor on a headquarters standing on a planet (not a space facility)", () => {
    const built = given([
      { label: 'theirs', owner: 'p2', at: 'space', card: 'Klingon Outpost' },
      { label: 'hq', owner: 'p1', at: 'surface', card: 'Chamber of Ministers' },
    ]);
    expect(refused(built.state, playOn(built, 'dsu', 'theirs'))).not.toBeNull();
    expect(refused(built.state, playOn(built, 'dsu', 'hq'))).not.toBeNull();
    const targets = legalCommands(built.state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === built.id('dsu') && (c as { mode?: number }).mode !== 1).map((c) => (c as { target?: string }).target);
    expect(new Set(targets)).toEqual(new Set([built.id('o')]));
  });

  it('the other way: fully repairs your damaged facility with a compatible ENGINEER of yours aboard; not without one', () => {
    const withEngineer = given([crew('eng', 'p1', 'o', 'Klingon', 'ENGINEER')]);
    const o = withEngineer.id('o');
    const damaged = { ...withEngineer.state, cards: { ...withEngineer.state.cards, [o]: { ...withEngineer.state.cards[o]!, damage: 1 } } };
    const { events, state } = play(damaged, [playOn(withEngineer, 'dsu', 'o', 1)]);
    expect(ofType(events, 'ShipRepaired')).toMatchObject([{ ship: o }]);
    expect(state.cards[o]!.damage).toBe(0);
    expect(state.cards[withEngineer.id('dsu')]!.zone).toBe(Z.discard('p1'));
    const without = given();
    const o2 = without.id('o');
    const damaged2 = { ...without.state, cards: { ...without.state.cards, [o2]: { ...without.state.cards[o2]!, damage: 1 } } };
    expect(refused(damaged2, playOn(without, 'dsu', 'o', 1))).not.toBeNull();
    // Undamaged, there is nothing to repair.
    expect(refused(withEngineer.state, playOn(withEngineer, 'dsu', 'o', 1))).not.toBeNull();
  });
});

describe('equipment and incidents on a facility in ship battle', () => {
  it('105_017 Plasmadyne Relay aboard your outpost or station: SHIELDS +4 per copy; aboard a headquarters, nothing', () => {
    const built = battleScene([
      { label: 'o', owner: 'p1', at: 'space', card: 'Klingon Outpost' },
      { label: 'r1', owner: 'p1', at: { aboard: 'o' }, card: 'Plasmadyne Relay' },
      { label: 'r2', owner: 'p1', at: { aboard: 'o' }, card: 'Plasmadyne Relay' },
      { label: 'hq', owner: 'p1', at: 'surface', card: 'Chamber of Ministers' },
      { label: 'r3', owner: 'p1', at: { aboard: 'hq' }, card: 'Plasmadyne Relay' },
    ]);
    expect(shipAttribute(built.state, built.id('o'), 'SHIELDS')).toBe(32 + 8);
    const hqPrinted = battleScene([{ label: 'hq', owner: 'p1', at: 'surface', card: 'Chamber of Ministers' }]);
    expect(shipAttribute(built.state, built.id('hq'), 'SHIELDS')).toBe(shipAttribute(hqPrinted.state, hqPrinted.id('hq'), 'SHIELDS'));
  });

  it('125_015 Ablative Armor aboard the targeted outpost: 65 against 32 is only a hit (more than double to hit, more than triple for a direct hit)', () => {
    const given = (armor: boolean) =>
      battleScene([
        ship('a', 'p1', { weapons: 65 }),
        crew('a-crew', 'p1', 'a', 'Klingon'),
        { label: 'o', owner: 'p2', at: 'space', card: 'Klingon Outpost' },
        ...(armor ? [{ label: 'armor', owner: 'p2' as const, at: { aboard: 'o' }, card: 'Ablative Armor' }] : []),
      ]);
    const armored = given(true);
    expect(ofType(play(armored.state, [attack(armored, ['a'], 'o')]).events, 'ShipsFired')).toMatchObject([{ attack: 65, defense: 32, result: 'hit' }]);
    const bare = given(false);
    expect(ofType(play(bare.state, [attack(bare, ['a'], 'o')]).events, 'ShipsFired')).toMatchObject([{ attack: 65, defense: 32, result: 'direct-hit' }]);
  });

  it("155_031 Strategic Base on the targeted outpost adds its mission's points (Excavation, 25) to the DEFENSE total, not to its SHIELDS", () => {
    const built = battleScene([ship('a', 'p1', { weapons: 40 }), crew('a-crew', 'p1', 'a', 'Klingon'), { label: 'o', owner: 'p2', at: 'space', card: 'Klingon Outpost' }, { label: 'sb', owner: 'p2', at: 'hand', card: 'Strategic Base' }]);
    const based = moved(built.state, [[built.id('sb'), Z.on(built.id('o'))]]);
    expect(shipAttribute(based, built.id('o'), 'SHIELDS')).toBe(32);
    expect(ofType(play(based, [attack(built, ['a'], 'o')]).events, 'ShipsFired')).toMatchObject([{ attack: 40, defense: 57, result: 'miss' }]);
    expect(ofType(play(built.state, [attack(built, ['a'], 'o')]).events, 'ShipsFired')).toMatchObject([{ attack: 40, defense: 32, result: 'hit' }]);
  });
});

describe('125_049 Orbital Bombardment (objective on your non-Federation ship)', () => {
  const given = (extra: Placed[] = []) =>
    battleScene([
      { label: 'ob', owner: 'p1', at: 'hand', card: 'Orbital Bombardment' },
      ship('a', 'p1', { weapons: 8 }),
      crew('a-crew', 'p1', 'a', 'Klingon'),
      { label: 'fed', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation' }) },
      ...extra,
    ]);
  const bombard = (built: { id: (l: string) => string }, target = 'a'): Command => ({ type: 'PlayCard', actor: 'p1', card: built.id('ob'), target: built.id(target) });

  it('plays on your Klingon ship, not on your Federation ship', () => {
    const built = given();
    expect(refused(built.state, bombard(built, 'fed'))).not.toBeNull();
    expect(play(built.state, [bombard(built)]).state.cards[built.id('ob')]!.zone).toBe(Z.on(built.id('a')));
  });

  it('its ship fires WEAPONS +4 at a planet facility (8 + 4 against the headquarters); not against a ship', () => {
    const built = given([{ label: 'hq', owner: 'p2', at: 'surface', card: 'Chamber of Ministers' }, ship('t', 'p2', { affiliation: 'Romulan', weapons: 0 })]);
    const armed = play(built.state, [bombard(built)]).state;
    expect(ofType(play(armed, [attack(built, ['a'], 'hq')]).events, 'ShipsFired')).toMatchObject([{ attack: 12 }]);
    expect(ofType(play(armed, [attack(built, ['a'], 't')]).events, 'ShipsFired')).toMatchObject([{ attack: 8 }]);
    expect(ofType(play(built.state, [attack(built, ['a'], 'hq')]).events, 'ShipsFired')).toMatchObject([{ attack: 8 }]);
  });

  it('its battles may target a landed ship, which does not return fire; without it a landed ship is neither offered nor accepted', () => {
    const built = given([{ label: 'l', owner: 'p2', at: 'surface', card: warship({ affiliation: 'Romulan', weapons: 9, shields: 5 }) }, crew('l-crew', 'p2', 'l', 'Romulan')]);
    expect(legalCommands(built.state, 'p1').some((c) => c.type === 'InitiateShipBattle')).toBe(false);
    expect(refused(built.state, attack(built, ['a'], 'l'))).toBe('NOT_A_TARGET');
    const armed = play(built.state, [bombard(built)]).state;
    expect(legalCommands(armed, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['a'], 'l')]);
    const { events } = play(armed, [attack(built, ['a'], 'l')]);
    expect(ofType(events, 'ReturnFireDeclared')).toMatchObject([{ ships: [], target: null }]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ target: built.id('l'), attack: 8, defense: 5, result: 'hit' }]);
  });

  it('end of your turn at a planet location, no battle there this turn: you probe (any card) and up to two opposing personnel on the planet die at random; the opponent may counter-attack there next turn', () => {
    const built = given(['x', 'y', 'z'].map((label): Placed => ({ label, owner: 'p2', at: 'surface', card: { affiliation: 'Romulan' } })));
    const armed = play(built.state, [bombard(built)]).state;
    const { events, state } = play(armed, [{ type: 'EndTurn', actor: 'p1' }]);
    const killed = ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
    expect(killed).toHaveLength(2);
    for (const iid of killed) expect([built.id('x'), built.id('y'), built.id('z')]).toContain(iid);
    expect(ofType(events, 'CounterAttackOpened')).toMatchObject([{ player: 'p2', location: 'L1' }]);
    expect(state.attacked?.['p2|L1']).toBe(1);
  });

  it('does not apply: declined, or after a battle at that location this turn, nobody dies', () => {
    const built = given([{ label: 'y', owner: 'p2', at: 'surface', card: { affiliation: 'Romulan' } }, ship('t', 'p2', { affiliation: 'Romulan', weapons: 0, shields: 20 })]);
    const armed = play(built.state, [bombard(built)]).state;
    const declined = play(armed, [{ type: 'EndTurn', actor: 'p1', decline: true }]);
    expect(ofType(declined.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    const battled = play(armed, [attack(built, ['a'], 't'), { type: 'EndTurn', actor: 'p1' }]);
    expect(ofType(battled.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    expect(ofType(battled.events, 'CounterAttackOpened')).toEqual([]);
  });
});

describe('119_025 HQ: Orbital Weapons Platform (incident on a homeworld: fires upon an opposing ship when the opponent attacks your card of its affiliation there)', () => {
  /** L1 is Expose Covert Supply (Qo'noS, the Klingon homeworld: 1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds); p2's Platform on it. */
  const given = (defender: string, homeworld = 'Expose Covert Supply') => {
    const built = battleScene([
      ship('a', 'p1', { weapons: 8 }),
      crew('a-crew', 'p1', 'a', 'Klingon'),
      ship('b', 'p1', { weapons: 8 }),
      crew('b-crew', 'p1', 'b', 'Klingon'),
      ship('t', 'p2', { affiliation: defender, weapons: 0, shields: 10 }),
      { label: 'platform', owner: 'p2', at: 'hand', card: 'HQ: Orbital Weapons Platform' },
    ]);
    // The scene's mission (Excavation, 101_154) stands in for the homeworld: same blueprint id, the homeworld's card.
    const mission = { ...realCardOf(homeworld), id: '101_154' };
    const state = moved({ ...built.state, blueprints: { ...built.state.blueprints, ['101_154']: mission } }, [[built.id('platform'), Z.atop('L1')]]);
    const started = play(play(state, [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state, [attack(built, ['a', 'b'], 't')]).state;
    return { state: started, id: built.id };
  };
  const fire = (id: (l: string) => string, target: string): Command => ({ type: 'ActivateCard', actor: 'p2', card: id('platform'), ability: 'fire-upon', target: id(target) });
  const offered = (state: Parameters<typeof legalCommands>[0]) => legalCommands(state, 'p2').filter((c) => c.type === 'ActivateCard');

  it('applies: p1 attacks p2’s Klingon ship at Qo’noS: the Platform fires upon one attacker (two damage markers: destroyed); the other fires alone', () => {
    const { state, id } = given('Klingon');
    expect(offered(state)).toEqual([fire(id, 'a'), fire(id, 'b')]);
    const fired = play(state, [fire(id, 'a')]);
    expect(ofType(fired.events, 'ShipDamaged').map((e) => [e.ship, e.damage])).toEqual([
      [id('a'), 1],
      [id('a'), 2],
    ]);
    expect(fired.state.cards[id('a')]!.zone).toBe(Z.discard('p1'));
    // The windows close (p1 passes automatically) and the battle resolves: the remaining attacker fires alone.
    expect(ofType(fired.events, 'ShipsFired')).toMatchObject([{ stage: 'open-fire', ships: [id('b')], attack: 8, defense: 10, result: 'miss' }]);
    expect(fired.state.battle).toBeNull();
  });

  it('does not apply: a Romulan ship attacked at Qo’noS, or a Klingon ship at a non-homeworld: nothing to fire upon', () => {
    expect(offered(given('Romulan').state)).toEqual([]);
    expect(offered(given('Klingon', 'Excavation').state)).toEqual([]);
  });
});

describe('219_026 Test for Weakness (objective on a Neutral Zone Region mission)', () => {
  const romulanOS = (label: string, weapons: number): Placed => {
    const card = warship({ affiliation: 'Romulan', weapons, shields: 6 });
    return { label, owner: 'p1', at: 'space', card: { ...card, icons: [...card.icons, { code: 'OS', name: 'OS', category: 'test' }] } };
  };
  /** L1 (Excavation) is given the Neutral Zone Region; the objective lies on it; Earth Outpost in p1's draw deck. */
  const given = (extra: Placed[] = [], onMission = true) => {
    const built = battleScene([{ label: 'tfw', owner: 'p1', at: 'hand', card: 'Test for Weakness' }, { label: 'earth', owner: 'p1', at: 'hand', card: 'Earth Outpost' }, ...extra]);
    // Earth Outpost shows [AU]: p1's Alternate Universe Door lets it be downloaded (alternate-universe.ts).
    const zoned = withAuDoor({ ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations['L1']!, region: 'Neutral Zone Region' } } }, ['p1']);
    const state = moved(zoned, [[built.id('earth'), Z.draw('p1')], ...(onMission ? [[built.id('tfw'), Z.atop('L1')] as [string, string]] : [])]);
    return { state, id: built.id };
  };
  const download = (id: (l: string) => string): Command => ({ type: 'ActivateCard', actor: 'p1', card: id('tfw'), ability: 'earth-outpost', target: id('earth') });

  it('plays on a Neutral Zone Region mission only', () => {
    const { state, id } = given([], false);
    expect(play(state, [{ type: 'PlayCard', actor: 'p1', card: id('tfw'), target: 'L1' }]).state.cards[id('tfw')]!.zone).toBe(Z.atop('L1'));
    const plain = battleScene([{ label: 'tfw', owner: 'p1', at: 'hand', card: 'Test for Weakness' }]);
    expect(refused(plain.state, { type: 'PlayCard', actor: 'p1', card: plain.id('tfw'), target: 'L1' })).not.toBeNull();
  });

  it('once per game: Earth Outpost downloaded here under the opponent’s control (p1 still owns it); not a second time', () => {
    const { state, id } = given();
    const after = play(state, [download(id)]).state;
    expect(after.cards[id('earth')]!.zone).toBe(Z.space('L1'));
    expect(after.cards[id('earth')]!.owner).toBe('p2');
    expect(after.control?.[id('earth')]?.owner).toBe('p1');
    expect(refused(after, download(id))).not.toBeNull();
  });

  it('a Romulan [OS] ship attacking an outpost alone fires doubled WEAPONS (9 × 2 against SHIELDS 16); with another ship, or without the objective, not', () => {
    const alone = given([romulanOS('r', 9), crew('r-crew', 'p1', 'r', 'Romulan')]);
    const withOutpost = play(alone.state, [download(alone.id)]).state;
    expect(ofType(play(withOutpost, [attack(alone, ['r'], 'earth')]).events, 'ShipsFired')).toMatchObject([{ attack: 18, defense: 16, result: 'hit' }]);
    const two = given([romulanOS('r', 9), crew('r-crew', 'p1', 'r', 'Romulan'), romulanOS('s', 1), crew('s-crew', 'p1', 's', 'Romulan')]);
    const twoState = play(two.state, [download(two.id)]).state;
    expect(ofType(play(twoState, [attack(two, ['r', 's'], 'earth')]).events, 'ShipsFired')).toMatchObject([{ attack: 10, defense: 16, result: 'miss' }]);
    const without = given([romulanOS('r', 9), crew('r-crew', 'p1', 'r', 'Romulan')]);
    const noObjective = moved(play(without.state, [download(without.id)]).state, [[without.id('tfw'), Z.discard('p1')]]);
    expect(ofType(play(noObjective, [attack(without, ['r'], 'earth')]).events, 'ShipsFired')).toMatchObject([{ attack: 9, defense: 16, result: 'miss' }]);
  });

  it('an opposing outpost destroyed here scores 10 and discards the objective', () => {
    const { state, id } = given([romulanOS('r', 17), crew('r-crew', 'p1', 'r', 'Romulan')]);
    const ready = play(state, [download(id)]).state;
    // 17 × 2 = 34 > 2 × 16: a direct hit; the outpost is destroyed at the end of the battle.
    const { events, state: after } = play(ready, [attack({ id }, ['r'], 'earth')]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ attack: 34, result: 'direct-hit' }]);
    expect(ofType(events, 'PointsScored')).toMatchObject([{ player: 'p1', points: 10, source: id('tfw') }]);
    expect(after.cards[id('tfw')]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[id('earth')]!.zone).toBe(Z.discard('p1'));
  });
});
