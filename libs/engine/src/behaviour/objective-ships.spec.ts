/**
 * A Borg-Only Objective targeting a ship (issue 15, helper borgobj third pass: behaviour/objective-ships.ts).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; BATTLE › INITIATING A BATTLE › Borg Rule: Combat is Irrelevant;
 *   END OF TURN › PROBING; DOWNLOADING; DAMAGE AND REPAIRS.
 * given (a battle scene at L1, a mission p1 seeded: p1's Borg cube `a` with a Borg crew, p2's ships `t` and `o`, Eliminate
 * Starship in p1's hand and a probe card atop p1's draw deck) / when (the objective played on `t`, a ship battle) / then (the
 * battle allowed or refused, the objective discarded, the probe card drawn and the outcome).
 */
import { evolveAll } from '../evolve';
import { battleScene, warship } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function starship(probe: string, extra: readonly string[] = []) {
  const built = battleScene([
    { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons: 13, shields: 8, affiliation: 'Borg' }) },
    { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Borg' } },
    { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 5, affiliation: 'Romulan' }) },
    { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
    { label: 'o', owner: 'p2', at: 'space', card: warship({ weapons: 0, shields: 30, affiliation: 'Romulan' }) },
    { label: 'o-crew', owner: 'p2', at: { aboard: 'o' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
    { label: 'es', owner: 'p1', at: 'hand', card: 'Eliminate Starship' },
    { label: 'probe', owner: 'p1', at: 'hand', card: probe },
    ...extra.map((title, index) => ({ label: `x${index}`, owner: 'p1' as const, at: 'hand' as const, card: title })),
  ]);
  const state = evolveAll([{ type: 'CardMoved', card: built.id('probe'), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }] as GameEvent[], built.state);
  return { state, id: built.id };
}

const attack = (id: (label: string) => string, target: string): Command => ({ type: 'InitiateShipBattle', actor: 'p1', ships: [id('a')], target: id(target) });

/** The objective played on `t`, then p1's cube attacks `t` (p2 returns fire when asked) and the battle resolves. */
function battle(state: GameState, id: (label: string) => string) {
  const played = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('es'), target: id('t') }]).state;
  const events: GameEvent[] = [];
  let current = play(played, [attack(id, 't')]);
  events.push(...current.events);
  if (current.state.battle && current.state.battle.returnFire === undefined) {
    current = play(current.state, [{ type: 'ReturnFire', actor: 'p2', target: id('a') }]);
    events.push(...current.events);
  }
  return { events, state: current.state };
}

const probed = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((event) => event.effect.includes('probes:')).map((event) => event.effect.replace(/^p1 probes: [^→]+→ /, ''));

describe('109_069 Eliminate Starship (your Borg may battle the target ship; destroyed, probe at once)', () => {
  it('targets only an opponent’s ship at a mission p1 seeded; the Borg may attack that ship only', () => {
    const { state, id } = starship('Kevin Uxbridge');
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: id('es'), target: id('a') })).not.toBeNull();
    expect(refused(state, attack(id, 't'))).toBe('BORG_MAY_NOT_ATTACK');
    const played = accepted(state, { type: 'PlayCard', actor: 'p1', card: id('es'), target: id('t') }).state;
    expect(played.objectives?.[id('es')]?.target).toBe(id('t'));
    expect(refused(played, attack(id, 't'))).toBeNull();
    expect(refused(played, attack(id, 'o'))).toBe('BORG_MAY_NOT_ATTACK');
  });

  it('applies ([BO]): the target destroyed, the objective is discarded, the probe card drawn, and the other opposing ship damaged', () => {
    const { state, id } = starship('Assimilate Planet');
    const fought = battle(state, id);
    expect(fought.state.cards[id('t')]!.zone).toBe(Z.discard('p2'));
    expect(fought.state.cards[id('es')]!.zone).toBe(Z.discard('p1'));
    expect(probed(fought.events)).toEqual(['collateral damage']);
    expect(fought.state.cards[id('probe')]!.zone).toBe(Z.hand('p1'));
    expect(ofType(fought.events, 'ShipDamaged').filter((event) => event.ship === id('o'))).toHaveLength(1);
  });

  it('applies ([AU]): p1 may download Temporal Rift onto a ship of theirs (or decline)', () => {
    const { state, id } = starship('Stefan DeSeve', ['Temporal Rift']);
    const fought = battle(state, id);
    expect(probed(fought.events)).toEqual(['energy distortion']);
    const rift = id('x0');
    const taken = play(fought.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [`${rift}>${id('a')}`] }]).state;
    expect(taken.cards[rift]!.zone).not.toBe(Z.hand('p1'));
    expect(taken.cards[id('a')]!.zone).not.toBe(Z.space('L1'));
    const declined = play(fought.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]).state;
    expect(declined.cards[rift]!.zone).toBe(Z.hand('p1'));
  });

  it('does not apply: the target survives the battle — no probe, the objective stays', () => {
    const { state, id } = starship('Assimilate Planet');
    // The cube's WEAPONS 1 (its blueprint swapped): no hit on SHIELDS 5.
    const blueprint = state.cards[id('a')]!.blueprint;
    const weak = { ...state, blueprints: { ...state.blueprints, [blueprint]: { ...warship({ weapons: 1, affiliation: 'Borg' }), id: blueprint } } };
    const fought = battle(weak, id);
    expect(fought.state.cards[id('t')]!.zone).toBe(Z.space('L1'));
    expect(probed(fought.events)).toEqual([]);
    expect(fought.state.cards[id('es')]!.zone).toBe(Z.table('p1'));
  });
});

describe('124_049 Reassimilate Lost Drone (an opponent’s non-[Bor] Borg; with your Borg Queen in play: [Def] abducts, [Com] assimilates)', () => {
  /** L1: p1's Borg cube (with the Borg Queen aboard unless `queen` is false), p2's One on the planet; `probes` atop p1's deck. */
  function lost(probes: readonly string[], options: { queen?: boolean; cube?: boolean } = {}) {
    const built = battleScene([
      ...(options.cube === false ? [] : [{ label: 'cube', owner: 'p1' as const, at: 'space' as const, card: warship({ affiliation: 'Borg' }) }]),
      ...(options.cube === false ? [] : [{ label: 'drone', owner: 'p1' as const, at: { aboard: 'cube' }, card: { skills: 'OFFICER', affiliation: 'Borg' } }]),
      { label: 'queen', owner: 'p1', at: options.queen === false || options.cube === false ? 'hand' : { aboard: 'cube' }, card: 'Borg Queen' },
      { label: 'one', owner: 'p2', at: 'surface', card: 'One' },
      { label: 'kid', owner: 'p2', at: 'surface', card: { skills: 'SCIENCE', affiliation: 'Federation' } },
      { label: 'rld', owner: 'p1', at: 'hand', card: 'Reassimilate Lost Drone' },
      ...probes.map((title, index) => ({ label: `probe${index}`, owner: 'p1' as const, at: 'hand' as const, card: title })),
    ]);
    const moves = [...probes].reverse().map((_, index) => ({ type: 'CardMoved', card: built.id(`probe${probes.length - 1 - index}`), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }));
    const state = evolveAll(moves as GameEvent[], built.state);
    return { state: play(state, [{ type: 'PlayCard', actor: 'p1', card: built.id('rld'), target: built.id('one') }]).state, id: built.id, unplayed: state };
  }
  const round = (state: GameState) => play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);

  it('targets only an opponent’s Borg who is not of the Borg affiliation', () => {
    const { unplayed, id } = lost([]);
    expect(refused(unplayed, { type: 'PlayCard', actor: 'p1', card: id('rld'), target: id('kid') })).not.toBeNull();
    expect(refused(unplayed, { type: 'PlayCard', actor: 'p1', card: id('rld'), target: id('one') })).toBeNull();
  });

  it('applies: [Def] abducts One aboard the cube; then [Com] with the Queen aboard assimilates him, the objective on him worth 10 per skill dot', () => {
    const { state, id } = lost(['Eight of Nineteen', 'Eleven of Nineteen']);
    const first = round(state);
    expect(probed(first.events)).toEqual(['coercion']);
    expect(first.state.cards[id('one')]!.zone).toBe(Z.held('p1', id('cube')));
    const second = round(first.state);
    expect(probed(second.events)).toEqual(['collaboration']);
    expect(second.state.cards[id('one')]!.zone).toBe(Z.aboard(id('cube')));
    expect(second.state.assimilated?.[id('one')]).toMatchObject({ as: 'drone', by: 'p1' });
    expect(second.state.cards[id('rld')]!.zone).toBe(Z.on(id('one')));
    const one = second.state.blueprints[second.state.cards[id('one')]!.blueprint]!.personnel!.skillBox;
    expect(second.state.heldPoints?.[id('rld')]).toBe(10 * (one.skills.length + one.specialSkills.length));
  });

  it('does not apply: without the Borg Queen in play no probe; [Com] before the abduction does nothing', () => {
    expect(probed(round(lost(['Eight of Nineteen'], { queen: false }).state).events)).toEqual([]);
    const early = lost(['Eleven of Nineteen']);
    const com = round(early.state);
    expect(probed(com.events)).toEqual(['collaboration']);
    expect(com.state.cards[early.id('one')]!.zone).toBe(Z.surface('L1'));
    expect(com.state.cards[early.id('rld')]!.zone).toBe(Z.table('p1'));
  });
});

describe('109_067 Assimilate Starship (scouting a ship: your Borg aboard; then Computer Skill aboard may probe: [Com] or [Def] assimilates it)', () => {
  /** L1: p1's cube, p2's ship `t`; Assimilate Starship played on `t`; `scout` (p1's Borg, with `skills`) aboard `t` unless `aboard` is false. */
  function starshipScene(skills: string, probes: readonly string[], aboard = true) {
    const built = battleScene([
      { label: 'cube', owner: 'p1', at: 'space', card: warship({ affiliation: 'Borg' }) },
      { label: 'scout', owner: 'p1', at: { aboard: 'cube' }, card: { skills, affiliation: 'Borg' } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) },
      { label: 't-crew', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'as', owner: 'p1', at: 'hand', card: 'Assimilate Starship' },
      ...probes.map((title, index) => ({ label: `probe${index}`, owner: 'p1' as const, at: 'hand' as const, card: title })),
    ]);
    const moves: GameEvent[] = probes.map((_, index) => ({ type: 'CardMoved', card: built.id(`probe${probes.length - 1 - index}`), from: Z.hand('p1'), to: Z.draw('p1'), index: 0, faceUp: false, reason: 'test' }) as GameEvent);
    if (aboard) moves.push({ type: 'CardMoved', card: built.id('scout'), from: Z.aboard(built.id('cube')), to: Z.aboard(built.id('t')), faceUp: true, reason: 'test: beamed aboard' } as GameEvent);
    const state = play(evolveAll(moves, built.state), [{ type: 'PlayCard', actor: 'p1', card: built.id('as'), target: built.id('t') }]).state;
    return { state, id: built.id };
  }
  const round = (state: GameState) => play(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]);

  it('applies: scouting completes with the Borg aboard (no probe that turn); next turn a [Com] card assimilates the ship, the objective on it', () => {
    const { state, id } = starshipScene('OFFICER Computer Skill', ['Red Alert!', 'Eleven of Nineteen']);
    expect(state.objectives?.[id('as')]?.target).toBe(id('t'));
    const first = round(state);
    expect(ofType(first.events, 'ScoutingCompleted')).toHaveLength(1);
    expect(probed(first.events)).toEqual([]);
    const second = round(first.state);
    expect(probed(second.events)).toEqual(['assimilated']);
    expect(second.state.assimilated?.[id('t')]).toMatchObject({ as: 'ship', by: 'p1' });
    expect(second.state.cards[id('as')]!.zone).toBe(Z.on(id('t')));
  });

  it('does not apply: no Borg aboard — scouting never completes; Borg aboard without Computer Skill — no probe', () => {
    const away = starshipScene('OFFICER Computer Skill', ['Red Alert!', 'Eleven of Nineteen'], false);
    const none = round(round(away.state).state);
    expect(ofType(none.events, 'ScoutingCompleted')).toEqual([]);
    expect(probed(none.events)).toEqual([]);
    const unskilled = starshipScene('OFFICER', ['Red Alert!', 'Eleven of Nineteen']);
    const after = round(round(unskilled.state).state);
    expect(probed(after.events)).toEqual([]);
    expect(after.state.cards[unskilled.id('as')]!.zone).toBe(Z.table('p1'));
  });
});
