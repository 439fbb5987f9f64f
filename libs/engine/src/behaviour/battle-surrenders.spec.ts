/**
 * Issue 15 (captive): a ship battle ending in surrender (behaviour/battle-surrenders.ts) — 116_039 Outgunned:
 * as your battle against the opponent's only ship there begins, if it is undocked and your attacking
 * WEAPONS exceed three times its SHIELDS, the battle is cancelled, the ship commandeered, its crew captured.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Cancelled Battles); COMMANDEER; CAPTURE.
 * given (two ships at L1) / when (InitiateShipBattle, ReturnFire, PlayCard Outgunned) / then (BattleEnded cancelled, ControlTaken, PersonnelCaptured).
 */
import { blueprintOf } from '../card-facts';
import { isLegal } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { moved, play, when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const explicit = (state: GameState): GameState => play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;

function fleet(weapons: number, second = false): Placed[] {
  return [
    { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons, affiliation: 'Klingon' }) },
    { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 5, shields: 6, affiliation: 'Romulan' }) },
    { label: 't1', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
    { label: 't2', owner: 'p2', at: { aboard: 't' }, card: { skills: 'ENGINEER', affiliation: 'Romulan' } },
    ...(second ? [{ label: 'u', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) } as Placed] : []),
    { label: 'og', owner: 'p1', at: 'hand', card: 'Outgunned' },
  ];
}

function started(weapons: number, second = false) {
  const built = battleScene(fleet(weapons, second));
  const begun = play(explicit(built.state), [
    { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') },
    { type: 'ReturnFire', actor: 'p2', target: built.id('a') },
  ]);
  return { state: begun.state, id: built.id, respond: { type: 'PlayCard', actor: 'p1', card: built.id('og'), target: built.id('t') } as Command };
}

describe('116_039 Outgunned (your WEAPONS over three times the SHIELDS of the opponent’s only ship there: battle cancelled, ship commandeered, crew captured)', () => {
  it('applies: WEAPONS 19 against SHIELDS 6 — the battle is called off, the ship is yours, its crew held aboard your ship', () => {
    const { state, id, respond } = started(19);
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const { events, state: after } = play(state, [respond]);
    expect(ofType(events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect(ofType(events, 'ShipsFired')).toEqual([]);
    expect(after.cards[id('t')]!.owner).toBe('p1');
    expect(after.control?.[id('t')]?.owner).toBe('p2');
    expect(ofType(events, 'PersonnelCaptured').map((e) => [e.card, e.to]).sort()).toEqual([[id('t1'), Z.held('p1', id('a'))], [id('t2'), Z.held('p1', id('a'))]].sort());
  });
  it('applies (helper control; 1E rulebook › COMMANDEER): the ship keeps its affiliation until p1’s personnel come aboard, then takes theirs', () => {
    const { state, id, respond } = started(19);
    let done = play(state, [respond]).state;
    for (let guard = 0; guard < 6 && (done.windows ?? []).length > 0; guard += 1) done = play(done, [{ type: 'PassResponse', actor: done.awaiting[0]!.player }]).state;
    expect(blueprintOf(done, id('t')).affiliations).toEqual(['Romulan']);
    const ready = evolveAll([{ type: 'StoppedCardsRestored', cards: Object.keys(done.cards).filter((iid) => done.cards[iid]!.stopped) } as GameEvent], done);
    const board: Command = { type: 'Beam', actor: 'p1', cards: [id('a-crew')], to: Z.aboard(id('t')), via: id('a') };
    // a Klingon boards the Romulan ship: no house arrest while it waits for custody
    expect(isLegal(ready, board)).toBe(true);
    const boarded = play(ready, [board]);
    expect(ofType(boarded.events, 'CommandeeredAffiliationTaken')).toEqual([expect.objectContaining({ card: id('t'), by: id('a-crew'), affiliation: 'Klingon' })]);
    expect(blueprintOf(boarded.state, id('t')).affiliations).toEqual(['Klingon']);
    // the control of a ship held only for a turn (not commandeered) takes no affiliation
    const two = started(19, true);
    const aboard = moved(two.state, [[two.id('a-crew'), Z.aboard(two.id('u'))]]);
    const lent = play(evolveAll([{ type: 'ControlTaken', cards: [two.id('u')], by: 'p1', from: 'p2', source: 'test', until: 1 } as GameEvent], aboard), [{ type: 'PassResponse', actor: two.state.awaiting[0]!.player }]).state;
    expect(lent.control?.[two.id('u')]).toMatchObject({ owner: 'p2' });
    expect(blueprintOf(lent, two.id('u')).affiliations).toEqual(['Romulan']);
  });
  it('does not apply with WEAPONS 18 (not more than three times 6), nor when the opponent has another ship there', () => {
    for (const [weapons, second] of [[18, false], [19, true]] as const) {
      const { state, respond } = started(weapons, second);
      const outcome = when(state, respond);
      expect('violation' in outcome && outcome.violation.code).toBe('INVALID_TARGET');
    }
  });
});

describe('234_008 We Surrender! (a battle the opponent starts against your card: cancelled, no battles there this turn, two of your personnel involved captured, opponent’s choice)', () => {
  const team = (n: number): Placed[] => Array.from({ length: n }, (_, i) => ({ label: `m${i}`, owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 4, affiliation: 'Klingon' } }) as Placed);
  const them: Placed = { label: 'r', owner: 'p2', at: 'surface', card: { skills: 'OFFICER Leadership', s: 9, affiliation: 'Romulan' } };
  function attacked(n: number, attacker: 'p1' | 'p2' = 'p2') {
    const fresh: Placed = { label: 'fresh', owner: 'p2', at: 'hand', card: { skills: 'OFFICER Leadership', s: 9, affiliation: 'Romulan' } };
    const built = battleScene([...team(n), them, fresh, { label: 'ws', owner: 'p1', at: 'hand', card: 'We Surrender!' }], { player: attacker, number: 2 });
    const begun = play(explicit(built.state), [{ type: 'InitiatePersonnelBattle', actor: attacker, zone: Z.surface('L1') }]);
    return { state: begun.state, id: built.id, surrender: { type: 'PlayCard', actor: 'p1', card: built.id('ws'), target: built.id('m0') } as Command };
  }
  it('applies: three of yours attacked — the battle is cancelled, the opponent picks two to capture, and no battle may start there this turn', () => {
    const { state, id, surrender } = attacked(3);
    const respond = { ...surrender, target: (state.windows ?? []).slice(-1)[0]!.card } as Command;
    const played = play(state, [respond]);
    expect(played.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', min: 2, max: 2 }));
    expect([...played.state.pendingChoice!.options].sort()).toEqual([id('m0'), id('m1'), id('m2')].sort());
    const { events, state: after } = play(played.state, [{ type: 'MakeChoice', actor: 'p2', chosen: [id('m0'), id('m2')] }]);
    const all = [...played.events, ...events];
    expect(ofType(all, 'BattleEnded')).toMatchObject([{ cancelled: true }]);
    expect(ofType(all, 'PersonnelCaptured').map((e) => [e.card, e.captor]).sort()).toEqual([[id('m0'), 'p2'], [id('m2'), 'p2']].sort());
    expect(after.cards[id('m1')]!.zone).toBe(Z.surface('L1'));
    // (the window for personnel just captured is answered first)
    const passed = play(after, [{ type: 'PassResponse', actor: 'p1' }]).state;
    expect(passed.windows ?? []).toEqual([]);
    // a fresh (unstopped) Romulan arrives: still no battle there this turn
    const again = when(moved(passed, [[id('fresh'), Z.surface('L1')]]), { type: 'InitiatePersonnelBattle', actor: 'p2', zone: Z.surface('L1') });
    expect('violation' in again && again.violation.code).toBe('BATTLE_FORBIDDEN');
  });
  it('with two of yours involved both are captured at once (no choice left)', () => {
    const { state, id } = attacked(2);
    const card = (state.windows ?? []).slice(-1)[0]!.card;
    const { events, state: after } = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('ws'), target: card }]);
    expect(after.pendingChoice).toBeFalsy();
    expect(ofType(events, 'PersonnelCaptured')).toHaveLength(2);
  });
  it('does not apply to a battle you initiated', () => {
    const { state, id } = attacked(3, 'p1');
    const card = (state.windows ?? []).slice(-1)[0]?.card ?? id('r');
    const outcome = when(state, { type: 'PlayCard', actor: 'p1', card: id('ws'), target: card });
    expect('violation' in outcome).toBe(true);
  });
});
