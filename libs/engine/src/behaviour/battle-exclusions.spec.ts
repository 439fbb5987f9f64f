/**
 * Issue 15 (battle2): 112_100 Smoke Bomb (behaviour/battle-exclusions.ts) — at the start of a personnel
 * battle your non-Borg personnel you name take no part in it; or (once every turn, once per game at each
 * location) a crew or Away Team where you have personnel is stopped.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, 3. Form Up); AFTER THE BATTLE; GETTING HURT ›
 *   STOPPED; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a battle scene) / when (PlayCard in the battle's window, or as an interrupt with mode 1) / then.
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

describe('112_100 Smoke Bomb, first way (your non-Borg personnel you name are kept out of a personnel battle just initiated)', () => {
  function started(extra: readonly Placed[] = []) {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
      { label: 'x', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'y', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'sb', owner: 'p2', at: 'hand', card: 'Smoke Bomb' },
      ...extra,
    ]);
    const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    return { state, id: built.id };
  }

  it('applies: p2 keeps y out — y is in no combat pile, neither killed nor stopped; x fights alone', () => {
    const { state, id } = started();
    const offered = legalCommands(state, 'p2').filter((c) => c.type === 'PlayCard' && c.card === id('sb')).map((c) => (c.type === 'PlayCard' ? c.target : undefined));
    expect(offered).toEqual(expect.arrayContaining([id('x'), id('y'), `${id('x')}+${id('y')}`]));
    const after = play(state, [{ type: 'PlayCard', actor: 'p2', card: id('sb'), target: id('y') }, { type: 'PassResponse', actor: 'p2' }]);
    const piles = ofType(after.events, 'CombatPilesFormed')[0]!.piles;
    expect(piles.p2).toEqual([id('x')]);
    expect(ofType(after.events, 'BattleEnded')).toHaveLength(1);
    expect(after.state.cards[id('y')]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[id('y')]!.stopped).toBeFalsy();
    expect(ofType(after.events, 'CardLeftPlay').map((e) => e.card)).toEqual([id('x')]);
  });

  it('does not apply: a Borg personnel may not be kept out, nor the opponent\'s personnel', () => {
    const { state, id } = started([{ label: 'borg', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 2, affiliation: 'Borg' } }]);
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: id('sb'), target: id('borg') })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: id('sb'), target: `${id('x')}+${id('borg')}` })).toBe('INVALID_TARGET');
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: id('sb'), target: id('k') })).toBe('INVALID_TARGET');
  });
});

describe('112_100 Smoke Bomb, second way (a crew or Away Team where you have personnel is stopped; once every turn, once per game per location)', () => {
  function scene() {
    const built = battleScene([
      { label: 'mine', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'x', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', affiliation: 'Non-Aligned' } },
      { label: 'y', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', affiliation: 'Non-Aligned' } },
      { label: 'sb1', owner: 'p1', at: 'hand', card: 'Smoke Bomb' },
      { label: 'sb2', owner: 'p1', at: 'hand', card: 'Smoke Bomb' },
    ]);
    return built;
  }

  it('applies: p1 stops the opposing Away Team on the planet where p1 has a personnel', () => {
    const { state, id } = scene();
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('sb1'), target: id('x'), mode: 1 }]);
    expect(ofType(after.events, 'CardStopped').map((e) => e.card).sort()).toEqual([id('x'), id('y')].sort());
    expect(after.state.cards[id('mine')]!.stopped).toBeFalsy();
  });

  it('does not apply: a second one the same turn, or at the same location on a later turn; nor where you have no personnel', () => {
    const { state, id } = scene();
    const once = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('sb1'), target: id('x'), mode: 1 }]).state;
    expect(refused(once, { type: 'PlayCard', actor: 'p1', card: id('sb2'), target: id('x'), mode: 1 })).not.toBeNull();
    const later = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], once);
    expect(refused(later, { type: 'PlayCard', actor: 'p1', card: id('sb2'), target: id('x'), mode: 1 })).toBe('ONCE_PER_GAME');
    const alone = battleScene([
      { label: 'x', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', affiliation: 'Non-Aligned' } },
      { label: 'sb', owner: 'p1', at: 'hand', card: 'Smoke Bomb' },
    ]);
    expect(refused(alone.state, { type: 'PlayCard', actor: 'p1', card: alone.id('sb'), target: alone.id('x'), mode: 1 })).toBe('INVALID_TARGET');
  });
});

describe('117_033 Bodyguards (each of your bodyguards and leaders with SECURITY in a personnel battle keeps one of your V.I.P. or CIVILIAN out of it; the incident is discarded)', () => {
  function started(guards: readonly Placed[]) {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
      { label: 'vip', owner: 'p2', at: 'surface', card: { skills: 'V.I.P. Diplomacy', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'civ', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      ...guards,
      { label: 'bg', owner: 'p2', at: 'hand', card: 'Bodyguards' },
    ]);
    const onTable = evolveAll([{ type: 'CardMoved', card: built.id('bg'), from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    const state = play(onTable, [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    return { state, id: built.id };
  }
  const guard = (label: string, skills: string, ch: string[] = []): Placed => ({ label, owner: 'p2', at: 'surface', card: { skills, s: 6, affiliation: 'Non-Aligned', ch } });
  const use = (card: string, target: string) => ({ type: 'ActivateCard' as const, actor: 'p2' as const, card, ability: 'exclude', target });

  it('applies: one bodyguard with SECURITY keeps the V.I.P. out; the incident is discarded', () => {
    const { state, id } = started([guard('g', 'SECURITY', ['Bodyguard'])]);
    const offered = legalCommands(state, 'p2').filter((c) => c.type === 'ActivateCard' && c.card === id('bg')).map((c) => (c.type === 'ActivateCard' ? c.target : undefined));
    expect(offered).toEqual(expect.arrayContaining([id('vip'), id('civ')]));
    const after = play(state, [use(id('bg'), id('vip')), { type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'CombatPilesFormed')[0]!.piles.p2).not.toContain(id('vip'));
    expect(after.state.cards[id('bg')]!.zone).toBe(Z.discard('p2'));
  });

  it('applies: a leader with SECURITY and a bodyguard keep both out', () => {
    const { state, id } = started([guard('g', 'SECURITY', ['Bodyguard']), guard('l', 'OFFICER SECURITY')]);
    const after = play(state, [use(id('bg'), `${id('vip')}+${id('civ')}`), { type: 'PassResponse', actor: 'p2' }]);
    expect([...ofType(after.events, 'CombatPilesFormed')[0]!.piles.p2].sort()).toEqual([id('g'), id('l')].sort());
  });

  it('does not apply: two kept out by one guard; a bodyguard without SECURITY; a personnel neither V.I.P. nor CIVILIAN', () => {
    const one = started([guard('g', 'SECURITY', ['Bodyguard'])]);
    expect(refused(one.state, use(one.id('bg'), `${one.id('vip')}+${one.id('civ')}`))).toBeTruthy();
    expect(refused(one.state, use(one.id('bg'), one.id('g')))).toBeTruthy();
    const none = started([guard('g', 'ENGINEER', ['Bodyguard'])]);
    expect(refused(none.state, use(none.id('bg'), none.id('vip')))).toBeTruthy();
  });
});
