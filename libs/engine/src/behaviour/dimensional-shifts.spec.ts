/**
 * Issue 15 (helper evint): Dimensional Shifting — a random hand card discarded, then your personnel and
 * equipment of one group at a mission placed aboard a ship there.
 * given (a play-phase scene) / when (PlayCard) / then (the exact facts and state).
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; PLAYING A CARD › YOUR NORMAL CARD PLAY ›
 *   Tip: Interrupts and Doorways Don't Use Your Card Play.
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { RULES } from '../rules';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { targetsOf } from './targets';
import { playCard as play } from '../testing/commands';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}

describe('127_010 Dimensional Shifting (interrupt: a random hand card discarded, a group of yours placed aboard a ship at its mission)', () => {
  it('given an Away Team with equipment on the planet and another card in hand, when played on the ship and the planet, then the hand card is discarded at random and the Away Team and equipment go aboard', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], awayTeam: [{ skills: 'SCIENCE' }, { skills: 'ENGINEER' }], equipment: ['Tricorder'], hand: ['Dimensional Shifting', { skills: 'MEDICAL' }] });
    const [card, other] = built.ids.hand;
    const shipId = built.ids.ship!;
    expect(targetsOf(built.state, 'p1', { kind: 'ship-and-your-group-there' }, card)).toEqual([`${shipId}>L1`]);
    const after = run(built.state, play(card!, `${shipId}>L1`));
    expect(ofType(after.events, 'RandomCardsSelected')).toEqual([expect.objectContaining({ candidates: [other], outcome: [other] })]);
    expect(after.state.cards[other!]!.zone).toBe(Z.discard('p1'));
    expect(cardsIn(after.state, Z.surface('L1'))).toEqual([]);
    expect([...cardsIn(after.state, Z.aboard(shipId))].sort()).toEqual([...built.ids.crew, ...built.ids.awayTeam, ...built.ids.equipment].sort());
    expect(ofType(after.events, 'CardMoved').filter((e) => e.to === Z.aboard(shipId)).every((e) => e.rule === RULES.cardEffects)).toBe(true);
  });

  it('given no other card in hand, then it has no target and the play is refused', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], awayTeam: [{ skills: 'SCIENCE' }], hand: ['Dimensional Shifting'] });
    const [card] = built.ids.hand;
    expect(targetsOf(built.state, 'p1', { kind: 'ship-and-your-group-there' }, card)).toEqual([]);
    const outcome = when(built.state, play(card!, `${built.ids.ship!}>L1`));
    expect('violation' in outcome).toBe(true);
  });

  it('given none of your cards on the planet or aboard another ship or facility there, then there is no group to move (the ship\'s own crew is no group)', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Dimensional Shifting', { skills: 'MEDICAL' }] });
    expect(targetsOf(built.state, 'p1', { kind: 'ship-and-your-group-there' }, built.ids.hand[0])).toEqual([]);
  });
});
