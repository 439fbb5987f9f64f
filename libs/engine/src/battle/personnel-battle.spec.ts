/**
 * Personnel battle (issue 15): given a scene with both players' personnel on the planet at L1,
 * when p1 initiates a personnel battle, then the exact facts of its stages.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (leader, control, affiliation attack restrictions,
 *   Borg Rule: Combat is Irrelevant); PERSONNEL BATTLE (form up, combat: stun / mortally wound,
 *   determine winner, casualty, resolution); AFTER THE BATTLE (stopped, counter-attack).
 */
import { legalCommands } from '../legal';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const attack: Command = { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') };

function violation(state: GameState, command: Command = attack): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  expect(outcome.unchanged).toBe(true);
  return outcome.violation.code;
}

function resolved(state: GameState, command: Command = attack) {
  const outcome = when(state, command);
  if ('violation' in outcome) throw outcome.violation;
  return outcome;
}

const klingon = (label: string, s: number, skills = 'OFFICER'): Placed => ({ label, owner: 'p1', at: 'surface', card: { skills, s, affiliation: 'Klingon' } });
const romulan = (label: string, s: number, extra: Partial<Placed> = {}): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', s, affiliation: 'Romulan' }, ...extra });

describe('initiating a personnel battle (1E rulebook › BATTLE › INITIATING A BATTLE)', () => {
  it('needs a leader (OFFICER or Leadership) among the attackers', () => {
    expect(violation(battleScene([klingon('k', 6, 'ENGINEER'), romulan('r', 5)]).state)).toBe('NO_LEADER');
    expect(ofType(resolved(battleScene([klingon('k', 6, 'ENGINEER Leadership'), romulan('r', 5)]).state).events, 'BattleInitiated')).toHaveLength(1);
  });

  it('needs opposing personnel present and unstopped attackers; only on your own turn', () => {
    expect(violation(battleScene([klingon('k', 6)]).state)).toBe('NO_OPPONENTS_PRESENT');
    expect(violation(battleScene([{ ...klingon('k', 6), stopped: true }, romulan('r', 5)]).state)).toBe('NO_ATTACKERS');
    expect(violation(battleScene([klingon('k', 6), romulan('r', 5)], { player: 'p2', number: 2 }).state)).toBe('NOT_YOUR_TURN');
  });

  it('affiliation attack restrictions: Federation only against Borg; standard affiliations not their own; Klingon any; Borg never', () => {
    const fed: Placed = { label: 'f', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } };
    const card: Placed = { label: 'c', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Cardassian' } };
    const borg: Placed = { label: 'b', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Borg' } };
    const their = (affiliation: string): Placed => ({ label: 't', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', affiliation } });
    expect(violation(battleScene([fed, their('Klingon')]).state)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect('events' in when(battleScene([fed, their('Borg')]).state, attack)).toBe(true);
    expect(violation(battleScene([card, their('Cardassian')]).state)).toBe('AFFILIATION_ATTACK_RESTRICTION');
    expect('events' in when(battleScene([card, their('Bajoran')]).state, attack)).toBe(true);
    expect('events' in when(battleScene([klingon('k', 5), { ...their('Klingon') }]).state, attack)).toBe(true);
    expect(violation(battleScene([borg, their('Klingon')]).state)).toBe('BORG_MAY_NOT_ATTACK');
  });

  it('is offered by legalCommands where legal, once for the place, and not where a restriction forbids it', () => {
    const legal = legalCommands(battleScene([klingon('k', 6), romulan('r', 5)]).state, 'p1');
    expect(legal.filter((command) => command.type === 'InitiatePersonnelBattle')).toEqual([attack]);
    const fed: Placed = { label: 'f', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Federation' } };
    expect(legalCommands(battleScene([fed, romulan('r', 5)]).state, 'p1').some((command) => command.type === 'InitiatePersonnelBattle')).toBe(false);
  });
});

describe('personnel battle stages (1E rulebook › BATTLE › PERSONNEL BATTLE)', () => {
  it('more than double STRENGTH mortally wounds; the wounded die at the end; the winner is stopped', () => {
    const built = battleScene([klingon('k', 10), romulan('r', 4)]);
    const { events, state } = resolved(built.state);
    const [k, r] = [built.id('k'), built.id('r')];
    expect(ofType(events, 'CombatResolved')).toEqual([{ type: 'CombatResolved', adversaries: [k, r], strengths: [10, 4], outcome: 'mortally-wounded', loser: r, rule: expect.stringContaining('4. Combat') }]);
    // No casualty: the only opposing member is mortally wounded (it cannot be selected).
    expect(ofType(events, 'RandomCardsSelected')).toEqual([]);
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[r, 'killed']]);
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1', totals: { p1: 10, p2: 0 }, cancelled: false });
    expect(state.cards[k]!.stopped).toBe(true);
    expect(state.cards[r]!.zone).toBe(Z.discard('p2'));
    expect(state.battle).toBeNull();
  });

  it('higher STRENGTH (not double) stuns; the winner selects a casualty at random, stunned ones included', () => {
    const built = battleScene([klingon('k', 6), romulan('r1', 4), romulan('r2', 4)]);
    const { events, state } = resolved(built.state);
    const fights = ofType(events, 'CombatResolved');
    expect(fights).toHaveLength(1);
    expect(fights[0]).toMatchObject({ strengths: [6, 4], outcome: 'stunned' });
    // The unstunned defender's 4 (undrawn) against the attacker's 6.
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: 'p1', totals: { p1: 6, p2: 4 } });
    const [casualty] = ofType(events, 'RandomCardsSelected');
    expect(casualty).toMatchObject({ purpose: 'battle casualty', candidates: [built.id('r1'), built.id('r2')] });
    const killed = ofType(events, 'CardLeftPlay').map((e) => e.card);
    expect(killed).toEqual(casualty!.outcome);
    const survivor = [built.id('r1'), built.id('r2')].find((iid) => !killed.includes(iid))!;
    expect(state.cards[survivor]!.stopped).toBe(true);
    expect(ofType(events, 'CombatPilesFormed')[0]!.secret?.rng).toBeDefined();
  });

  it('equal STRENGTH: nothing happens, no winner, no casualty; everyone is stopped', () => {
    const built = battleScene([klingon('k', 5), romulan('r', 5)]);
    const { events, state } = resolved(built.state);
    expect(ofType(events, 'CombatResolved')[0]).toMatchObject({ outcome: 'none', loser: null });
    expect(ofType(events, 'BattleEnded')[0]).toMatchObject({ winner: null, totals: { p1: 5, p2: 5 } });
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(state.cards[built.id('k')]!.stopped && state.cards[built.id('r')]!.stopped).toBe(true);
  });

  it('equipment present counts (Starfleet Type II Phaser: STRENGTH +2 each, cumulative); disabled personnel are set aside but may be the casualty', () => {
    const fed: Placed = { label: 'f', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Federation' } };
    const borg: Placed = { label: 'b', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 6, affiliation: 'Borg' } };
    const drone: Placed = { label: 'd', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 9, affiliation: 'Borg' }, disabled: true };
    const phaser: Placed = { label: 'ph', owner: 'p1', at: 'surface', card: 'Starfleet Type II Phaser' };
    const phaser2: Placed = { label: 'ph2', owner: 'p1', at: 'surface', card: 'Starfleet Type II Phaser' };
    const built = battleScene([fed, phaser, phaser2, borg, drone]);
    const { events } = resolved(built.state);
    expect(ofType(events, 'CombatPilesFormed')[0]).toMatchObject({ setAside: [built.id('d')] });
    expect(ofType(events, 'CombatResolved')[0]).toMatchObject({ strengths: [9, 6], outcome: 'stunned', loser: built.id('b') });
    expect(ofType(events, 'RandomCardsSelected')[0]!.candidates).toEqual([built.id('b'), built.id('d')]);
  });

  it('the battle is one action with a response window: the attacked player, then the attacker, may respond before it resolves', () => {
    const built = battleScene([klingon('k', 10), romulan('r', 4)]);
    const explicit = play(built.state, [
      { type: 'SetAutoPass', actor: 'p2', on: false },
      { type: 'SetAutoPass', actor: 'p1', on: false },
    ]).state;
    const started = play(explicit, [attack]);
    expect(ofType(started.events, 'ResponseWindowOpened')[0]!.window).toMatchObject({ action: 'battle-initiated', by: 'p1', player: 'p2' });
    expect(ofType(started.events, 'BattleEnded')).toEqual([]);
    expect(violation(started.state, { type: 'EndTurn', actor: 'p1' })).toBe('AWAITING_RESPONSE_WINDOW');
    const second = play(started.state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(second.events, 'ResponseWindowOpened')[0]!.window).toMatchObject({ player: 'p1' });
    const done = play(second.state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(done.events, 'BattleEnded')).toHaveLength(1);
    // Then each may respond to what happened in the battle (the attacked player first).
    expect(ofType(done.events, 'ResponseWindowOpened')[0]!.window).toMatchObject({ action: 'battle-ended', player: 'p2', by: 'p1' });
    const after = play(done.state, [
      { type: 'PassResponse', actor: 'p2' },
      { type: 'PassResponse', actor: 'p1' },
    ]);
    expect(after.state.windows).toEqual([]);
    expect(after.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
  });
});

describe('after the battle: counter-attack (1E rulebook › BATTLE › AFTER THE BATTLE)', () => {
  it('on their next turn the attacked player may counter-attack there without a leader and without affiliation restrictions', () => {
    // p1's Klingons attack p2's Federation personnel; next turn p2 (Federation, no leader) counter-attacks.
    const fed = (label: string): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 5, affiliation: 'Federation' } });
    const built = battleScene([klingon('k', 5), klingon('k2', 5), fed('f1'), fed('f2')]);
    const after = play(built.state, [attack]).state;
    expect(after.attacked).toEqual({ 'p2|L1': 1 });
    const counter: Command = { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') };
    const next = play(after, [{ type: 'EndTurn', actor: 'p1' }]).state;
    // Equal forces: no one died; the stopped survivors were restored at the end of the turn.
    expect(next.turn).toMatchObject({ player: 'p2', number: 2 });
    expect(next.cards[built.id('f1')]!.stopped).toBe(false);
    expect(ofType(resolved(next, counter).events, 'BattleInitiated')[0]!.battle.counterAttack).toBe(true);
    // Without the earlier attack the same Federation force may not initiate battle (no leader, restriction).
    const fresh = battleScene([klingon('k', 5), fed('f1')], { player: 'p2', number: 2 });
    expect(violation(fresh.state, counter)).toBe('NO_LEADER');
  });
});
