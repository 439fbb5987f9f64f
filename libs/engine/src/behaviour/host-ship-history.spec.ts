/**
 * A ship's history kept in state (issue 15, helper history: behaviour/ship-history.ts, written by evolve) and a card on
 * the ship reacting to it (behaviour/host-ship-history.ts): 122_031 Agony Booth.
 *   1E rulebook › THE CARDS › INCIDENTS; ATTEMPT A MISSION; BATTLE (the winner); MISCELLANEOUS RULES › RANDOM SELECTION.
 * given (a ship with its crew or Away Team, Agony Booth on it or not) / when (the crew or Away Team attempts; the ship
 * fights) / then (the history written, the draw offered once each turn, the random personnel returned and stopped).
 */
import { evolveAll } from '../evolve';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { moved, play as run } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import type { TargetSpec } from './vocabulary';
import type { Card } from '@captains-log/cards';

const officer = (skills: string, c = 6): PersonSpec => ({ affiliation: 'Federation', skills, i: 6, c, s: 6 });
const attempt = (ship: string): Command => ({ type: 'AttemptMission', actor: 'p1', location: 'L1', ship });
const boothSelections = (events: GameEvent[]) => ofType(events, 'RandomCardsSelected').filter((event) => event.purpose.startsWith('Agony Booth'));

/** p1's ship at L1 with `crew`, Agony Booth (from p1's hand) lying on it when `booth`. */
function crewScene(mission: string, crew: readonly PersonSpec[], booth: boolean) {
  const built = scene({ missions: [mission], ship: ship(), crew, hand: ['Agony Booth'] });
  const shipId = built.ids.ship!;
  const state = booth ? moved(built.state, [[built.ids.hand[0]!, Z.on(shipId)]]) : built.state;
  return { state, ship: shipId, crew: built.ids.crew, booth: built.ids.hand[0]! };
}

describe('the ship history (state written by evolve)', () => {
  it('a crew solving a mission writes the turn on its ship; a failed attempt counts a setback with the personnel involved', () => {
    const solved = crewScene('Study Stellar Collision', [officer('OFFICER Stellar Cartography')], false);
    const after = run(solved.state, [attempt(solved.ship)]);
    expect(ofType(after.events, 'MissionSolved')).toHaveLength(1);
    expect(after.state.shipHistory?.[solved.ship]).toEqual({ solved: after.state.turn!.number });
    const failed = crewScene('Study Stellar Collision', [officer('OFFICER Navigation'), officer('OFFICER Physics')], false);
    const later = run(failed.state, [attempt(failed.ship)]);
    expect(ofType(later.events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(later.state.shipHistory?.[failed.ship]).toEqual({ setbacks: 1, lastSetback: { turn: later.state.turn!.number, involved: failed.crew } });
  });
});

describe('122_031 Agony Booth (on your [MQ] ship: a draw of up to three for a success, once each turn; a random personnel stopped for each setback)', () => {
  it('plays only on your [MQ] ship: a ship without the icon is no target', () => {
    const mirror: Card = { ...ship(), icons: [{ code: 'MQ', name: 'MQ', category: 'test' }] } as Card;
    const built = scene({ missions: ['Study Stellar Collision'], ship: mirror, crew: [officer('OFFICER')], hand: ['Agony Booth'] });
    const spec = behaviourOf(built.state.cards[built.ids.hand[0]!]!.blueprint)!.targets as TargetSpec;
    expect(validTargets(built.state, 'p1', spec, built.ids.hand[0])).toEqual([built.ids.ship]);
    const plain = crewScene('Study Stellar Collision', [officer('OFFICER')], false);
    expect(validTargets(plain.state, 'p1', spec, plain.booth)).toEqual([]);
  });

  it('its crew solves a mission: p1 may draw up to three (a choice of none to three)', () => {
    const given = crewScene('Study Stellar Collision', [officer('OFFICER Stellar Cartography')], true);
    const after = run(given.state, [attempt(given.ship)]);
    const top = cardsIn(given.state, Z.draw('p1')).slice(0, 3);
    expect(after.state.pendingChoice?.player).toBe('p1');
    expect(after.state.pendingChoice?.options).toEqual([top[0], `${top[0]}+${top[1]}`, `${top[0]}+${top[1]}+${top[2]}`]);
    const drawn = run(after.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [`${top[0]}+${top[1]}`] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((event) => event.cards)).toEqual([[top[0], top[1]]]);
  });

  it('does not apply: the same solve without it offers nothing; with it, a second success the same turn offers nothing more', () => {
    const plain = crewScene('Study Stellar Collision', [officer('OFFICER Stellar Cartography')], false);
    expect(run(plain.state, [attempt(plain.ship)]).state.pendingChoice ?? null).toBeNull();
    const given = crewScene('Study Stellar Collision', [officer('OFFICER Stellar Cartography')], true);
    const turn = given.state.turn!.number;
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: `Agony Booth (${given.booth}): once each turn`, turn } as GameEvent], given.state);
    expect(run(used, [attempt(given.ship)]).state.pendingChoice ?? null).toBeNull();
  });

  it('its crew fails an attempt: one of them, at random, is stopped aboard; without it nobody is selected', () => {
    const given = crewScene('Study Stellar Collision', [officer('OFFICER Navigation'), officer('OFFICER Physics')], true);
    const after = run(given.state, [attempt(given.ship)]);
    const [selection] = boothSelections(after.events);
    expect(selection?.candidates).toEqual(given.crew);
    const victim = selection!.outcome[0]!;
    expect(ofType(after.events, 'CardStopped').map((event) => event.card)).toContain(victim);
    expect(after.state.cards[victim]!.zone).toBe(Z.aboard(given.ship));
    const plain = crewScene('Study Stellar Collision', [officer('OFFICER Navigation'), officer('OFFICER Physics')], false);
    expect(boothSelections(run(plain.state, [attempt(plain.ship)]).events)).toEqual([]);
  });

  it('its Away Team fails an attempt on the planet: the one selected goes back aboard the ship, stopped', () => {
    const given = crewScene('Excavation', [officer('OFFICER Navigation', 5), officer('OFFICER Physics', 5)], true);
    const beamed = evolveAll([{ type: 'CardsBeamed', player: 'p1', cards: given.crew, from: Z.aboard(given.ship), to: Z.surface('L1'), via: given.ship, awayFrom: given.ship } as GameEvent], given.state);
    const after = run(beamed, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(ofType(after.events, 'MissionAttemptFailed')).toHaveLength(1);
    const victim = boothSelections(after.events)[0]!.outcome[0]!;
    expect(after.state.cards[victim]!.zone).toBe(Z.aboard(given.ship));
    expect(after.state.cards[victim]!.stopped).toBe(true);
    const other = given.crew.find((iid) => iid !== victim)!;
    expect(after.state.cards[other]!.zone).toBe(Z.surface('L1'));
  });
});

describe('122_031 Agony Booth in ship battle', () => {
  /** p1's ship `a` (Agony Booth on it) attacks p2's `t`; p2 returns fire when it can; the battle resolves. */
  function shipBattle(a: { weapons: number; shields: number }, t: { weapons: number; shields: number }): { state: GameState; events: GameEvent[]; id: (label: string) => string } {
    const placed: Placed[] = [
      { label: 'a', owner: 'p1', at: 'space', card: warship({ ...a, affiliation: 'Klingon' }) },
      { label: 'a-crew0', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
      { label: 'a-crew1', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'ENGINEER', affiliation: 'Klingon' } },
      { label: 't', owner: 'p2', at: 'space', card: warship({ ...t, affiliation: 'Romulan' }) },
      { label: 't-crew0', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'booth', owner: 'p1', at: 'hand', card: 'Agony Booth' },
    ];
    const built = battleScene(placed);
    let state = moved(built.state, [[built.id('booth'), Z.on(built.id('a'))]]);
    const events: GameEvent[] = [];
    const step = (command: Command) => {
      const after = run(state, [command]);
      events.push(...after.events);
      state = after.state;
    };
    step({ type: 'SetAutoPass', actor: 'p1', on: false });
    step({ type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') });
    if (state.battle?.returnFire === undefined && state.battle) step({ type: 'ReturnFire', actor: 'p2', target: built.id('a') });
    step({ type: 'PassResponse', actor: 'p1' });
    return { state, events, id: built.id };
  }

  it('won: the history says so and p1 is offered the draw', () => {
    const { state, events, id } = shipBattle({ weapons: 8, shields: 6 }, { weapons: 0, shields: 6 });
    expect(ofType(events, 'BattleEnded').map((event) => event.winner)).toEqual(['p1']);
    expect(state.shipHistory?.[id('a')]?.won).toBe(state.turn!.number);
    expect(state.pendingChoice?.player).toBe('p1');
    expect(boothSelections(events)).toEqual([]);
  });

  it('not won: no draw; one of the crew, at random, is stopped', () => {
    const { state, events, id } = shipBattle({ weapons: 5, shields: 6 }, { weapons: 9, shields: 6 });
    expect(ofType(events, 'BattleEnded').map((event) => event.winner)).toEqual(['p2']);
    expect(state.shipHistory?.[id('a')]).toMatchObject({ setbacks: 1 });
    expect(state.pendingChoice ?? null).toBeNull();
    expect(boothSelections(events).map((event) => event.candidates)).toEqual([[id('a-crew0'), id('a-crew1')]]);
  });
});
