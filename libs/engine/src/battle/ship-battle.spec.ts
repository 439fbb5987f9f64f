/**
 * Ship battle (issue 15): given both players' ships at L1, when p1 initiates a ship battle (and p2
 * declares return fire), then the exact facts: ATTACK and DEFENSE totals, miss / hit / direct hit,
 * rotation damage, destruction at the end of the battle, the winner, stopped survivors.
 *   1E rulebook › BATTLE › SHIP BATTLE (1. Declaration, 2. Initiation, 5. Open Fire, 6. Return Fire,
 *   7. Damage, 8. Resolution, Clarifications: Ship Battle Winner); DAMAGE AND REPAIRS › ROTATION
 *   DAMAGE; AFTER THE BATTLE.
 */
import { legalCommands } from '../legal';
import { hitResult } from './battle';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function violation(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  expect(outcome.unchanged).toBe(true);
  return outcome.violation.code;
}

/** A ship in space at L1 with one personnel of its affiliation aboard (`skills`: OFFICER = a leader). */
function fleet(label: string, owner: 'p1' | 'p2', spec: { weapons?: number; shields?: number; affiliation?: string }, skills = 'OFFICER', stopped = false): Placed[] {
  const affiliation = spec.affiliation ?? (owner === 'p1' ? 'Klingon' : 'Romulan');
  return [
    { label, owner, at: 'space', card: warship({ ...spec, affiliation }), stopped },
    { label: `${label}-crew`, owner, at: { aboard: label }, card: { skills, affiliation } },
  ];
}

const attack = (built: { id: (l: string) => string }, ships: string[], target: string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: ships.map(built.id), target: built.id(target) });

describe('hit results (1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire)', () => {
  it('ATTACK ≤ DEFENSE misses; more is a hit; more than double a direct hit', () => {
    expect([hitResult(6, 6), hitResult(7, 6), hitResult(12, 6), hitResult(13, 6)]).toEqual(['miss', 'hit', 'hit', 'direct-hit']);
  });
});

describe('initiating a ship battle (1E rulebook › BATTLE › INITIATING A BATTLE; SHIP BATTLE › 1. Declaration)', () => {
  it('needs a leader aboard, WEAPONS, an unstopped ship at the target\'s location; never your own ship', () => {
    const noLeader = battleScene([...fleet('a', 'p1', { weapons: 8 }, 'ENGINEER'), ...fleet('t', 'p2', {})]);
    expect(violation(noLeader.state, attack(noLeader, ['a'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
    const unarmed = battleScene([...fleet('a', 'p1', { weapons: 0 }), ...fleet('t', 'p2', {})]);
    expect(violation(unarmed.state, attack(unarmed, ['a'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
    const stopped = battleScene([...fleet('a', 'p1', { weapons: 8 }, 'OFFICER', true), ...fleet('t', 'p2', {})]);
    expect(violation(stopped.state, attack(stopped, ['a'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
    const own = battleScene([...fleet('a', 'p1', { weapons: 8 }), ...fleet('b', 'p1', {})]);
    expect(violation(own.state, attack(own, ['a'], 'b'))).toBe('OWN_CARD');
  });

  it('affiliation attack restrictions read the ship and its crew: Romulans (unrestricted) may attack Romulans; Cardassians may not attack a ship with a Cardassian aboard; Federation may not attack Klingons', () => {
    const romulans = battleScene([...fleet('a', 'p1', { affiliation: 'Romulan', weapons: 9 }), ...fleet('t', 'p2', { affiliation: 'Romulan' })]);
    expect(when(romulans.state, attack(romulans, ['a'], 't'))).toHaveProperty('events');
    const cardassians = battleScene([...fleet('a', 'p1', { affiliation: 'Cardassian', weapons: 9 }), ...fleet('t', 'p2', { affiliation: 'Non-Aligned' }), { label: 'x', owner: 'p2', at: { aboard: 't' }, card: { affiliation: 'Cardassian' } }]);
    expect(violation(cardassians.state, attack(cardassians, ['a'], 't'))).toBe('AFFILIATION_ATTACK_RESTRICTION');
    const federation = battleScene([...fleet('a', 'p1', { affiliation: 'Federation', weapons: 9 }), ...fleet('t', 'p2', { affiliation: 'Klingon' })]);
    expect(violation(federation.state, attack(federation, ['a'], 't'))).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });

  it('a cloaked ship neither attacks nor is attacked (1E rulebook › CLOAK)', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 8 }), ...fleet('t', 'p2', {})]);
    const cloak = (label: string): GameState => ({ ...built.state, cards: { ...built.state.cards, [built.id(label)]: { ...built.state.cards[built.id(label)]!, cloak: 'cloaked' } } });
    expect(violation(cloak('t'), attack(built, ['a'], 't'))).toBe('CLOAKED');
    expect(violation(cloak('a'), attack(built, ['a'], 't'))).toBe('SHIP_MAY_NOT_ATTACK');
    expect(legalCommands(cloak('t'), 'p1').some((c) => c.type === 'InitiateShipBattle')).toBe(false);
  });

  it('legalCommands offers one attack per target ship with every ship that may attack it', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 5 }), ...fleet('b', 'p1', { weapons: 5 }), ...fleet('t', 'p2', {})]);
    expect(legalCommands(built.state, 'p1').filter((c) => c.type === 'InitiateShipBattle')).toEqual([attack(built, ['a', 'b'], 't')]);
  });
});

describe('ship battle stages (1E rulebook › BATTLE › SHIP BATTLE)', () => {
  it('a hit: one rotation damage marker; the ship survives damaged; attacker wins (least HULL damage); both sides stopped', () => {
    // No ship of p2 may fire (WEAPONS 0): return fire is declined at once.
    const built = battleScene([...fleet('a', 'p1', { weapons: 8 }), ...fleet('t', 'p2', { shields: 6, weapons: 0 })]);
    const outcome = when(built.state, attack(built, ['a'], 't'));
    if (!('events' in outcome)) throw outcome.violation;
    const { events, state } = outcome;
    expect(ofType(events, 'ReturnFireDeclared')).toMatchObject([{ player: 'p2', ships: [], target: null }]);
    expect(ofType(events, 'ShipsFired')).toMatchObject([{ stage: 'open-fire', player: 'p1', ships: [built.id('a')], target: built.id('t'), attack: 8, defense: 6, result: 'hit' }]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ ship: built.id('t'), damage: 1 }]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ kind: 'ship', winner: 'p1', cancelled: false });
    expect(state.cards[built.id('t')]!.zone).toBe(Z.space('L1'));
    for (const label of ['a', 'a-crew', 't', 't-crew']) expect(state.cards[built.id(label)]!.stopped).toBe(true);
  });

  it('several ships add their WEAPONS; a direct hit destroys the target at the end of the battle, its crew killed', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 7 }), ...fleet('b', 'p1', { weapons: 6 }), ...fleet('t', 'p2', { shields: 6, weapons: 0 })]);
    const { events, state } = play(built.state, [attack(built, ['a', 'b'], 't')]);
    expect(ofType(events, 'ShipsFired')[0]).toMatchObject({ attack: 13, defense: 6, result: 'direct-hit' });
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ damage: 2 }]);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([
      [built.id('t-crew'), 'killed'],
      [built.id('t'), 'destroyed'],
    ]);
    expect(state.cards[built.id('t')]!.zone).toBe(Z.discard('p2'));
  });

  it('a miss damages nothing and there is no winner; everyone involved is still stopped', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 6 }), ...fleet('t', 'p2', { shields: 6, weapons: 0 })]);
    const { events, state } = play(built.state, [attack(built, ['a'], 't')]);
    expect(ofType(events, 'ShipsFired')[0]).toMatchObject({ result: 'miss' });
    expect(ofType(events, 'ShipDamaged')).toEqual([]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: null });
    expect(state.cards[built.id('a')]!.stopped).toBe(true);
  });

  it('return fire: the attacked player declares it (nothing else may happen first); both hit: equal HULL damage, no winner', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 8, shields: 6 }), ...fleet('t', 'p2', { weapons: 8, shields: 6 }, 'ENGINEER')]);
    const started = play(built.state, [attack(built, ['a'], 't')]);
    expect(started.state.awaiting).toEqual([{ player: 'p2', kind: 'return-fire', options: [built.id('a')] }]);
    expect(legalCommands(started.state, 'p2').filter((c) => c.type === 'ReturnFire')).toEqual([
      { type: 'ReturnFire', actor: 'p2', target: built.id('a') },
      { type: 'ReturnFire', actor: 'p2', target: null },
    ]);
    expect(violation(started.state, { type: 'EndTurn', actor: 'p1' })).toBe('AWAITING_RETURN_FIRE');
    // No leader needed to return fire (the defender's ENGINEER crew fires).
    const { events } = play(started.state, [{ type: 'ReturnFire', actor: 'p2', target: built.id('a') }]);
    expect(ofType(events, 'ShipsFired').map((e) => [e.stage, e.result])).toEqual([
      ['open-fire', 'hit'],
      ['return-fire', 'hit'],
    ]);
    expect(ofType(events, 'ShipDamaged').map((e) => e.ship)).toEqual([built.id('t'), built.id('a')]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: null });
  });

  it('a second hit on a damaged ship destroys it (rotation damage: -100% HULL)', () => {
    const built = battleScene([...fleet('a', 'p1', { weapons: 8 }), ...fleet('t', 'p2', { shields: 6, weapons: 0 })]);
    const damaged = play(built.state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    const primed = { ...damaged, cards: { ...damaged.cards, [built.id('t')]: { ...damaged.cards[built.id('t')]!, damage: 1 } }, turn: { ...damaged.turn!, player: 'p1' as const, number: 3 }, awaiting: [{ player: 'p1' as const, kind: 'turn' as const }] };
    const { events } = play(primed, [attack(built, ['a'], 't')]);
    expect(ofType(events, 'ShipDamaged')).toMatchObject([{ damage: 2 }]);
    expect(ofType(events, 'CardLeftPlay').some((e) => e.card === built.id('t') && e.how === 'destroyed')).toBe(true);
  });
});

describe('repairing rotation damage (1E rulebook › DAMAGE AND REPAIRS › REPAIR)', () => {
  it('a damaged ship docked at an outpost is repaired at the end of its owner\'s second full turn docked; undocked it stays damaged', () => {
    const placed: Placed[] = [
      { label: 'o', owner: 'p1', at: 'space', card: 'Federation Outpost' },
      { label: 's', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation' }) },
      { label: 's-crew', owner: 'p1', at: { aboard: 's' }, card: { skills: 'OFFICER', affiliation: 'Federation' } },
      { label: 'u', owner: 'p1', at: 'space', card: warship({ affiliation: 'Federation' }) },
    ];
    const built = battleScene(placed);
    const [s, u] = [built.id('s'), built.id('u')];
    const damaged = { ...built.state, cards: { ...built.state.cards, [s]: { ...built.state.cards[s]!, damage: 1 }, [u]: { ...built.state.cards[u]!, damage: 1 } } };
    const start = play(damaged, [{ type: 'Dock', actor: 'p1', ship: s, facility: built.id('o') }]).state;
    expect(start.dockedAt).toEqual({ [s]: 1 });
    const end = (player: 'p1' | 'p2'): Command => ({ type: 'EndTurn', actor: player });
    // Docked during turn 1 (not a full turn); turn 3 is the first full turn, turn 5 the second.
    const afterThree = play(start, [end('p1'), end('p2'), end('p1')]);
    expect(ofType(afterThree.events, 'ShipRepaired')).toEqual([]);
    const afterFive = play(afterThree.state, [end('p2'), end('p1')]);
    expect(ofType(afterFive.events, 'ShipRepaired')).toMatchObject([{ ship: s, source: 'Federation Outpost' }]);
    expect(afterFive.state.cards[s]!.damage).toBe(0);
    expect(afterFive.state.cards[u]!.damage).toBe(1);
  });
});
