/**
 * Barclay Transporter Phobia (issue 15, helper random: behaviour/transport-phobia.ts): played in the
 * window of a transport by beaming, one beamed personnel (random selection) refuses all transport —
 * back where it came from, the card on it — until Plexing cures it.
 *   1E rulebook › EXECUTING ORDERS › BEAM; MISCELLANEOUS RULES › RANDOM SELECTION; THE PLAY PHASE ›
 *   Alternating Actions.
 * given (p1's ship at L1 with three crew; p2 holds the card and answers every window) / when (p1 beams
 * crew down; p2 plays the card; p1 beams again, plays Plexing) / then (who stayed aboard, the beam
 * refused, the cure; no window for an automatic passer; no play without a beam).
 */
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function beamScene(opponentHand: readonly string[], hand: readonly string[] = [], every = true) {
  const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }, { skills: 'ENGINEER' }], hand, opponentHand });
  const state = every ? play(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false, every: true }]).state : built.state;
  return { state, crew: built.ids.crew, ship: built.ids.ship!, phobia: built.ids.opponentHand[0]!, hand: built.ids.hand };
}
const beamDown = (cards: readonly string[], via: string): Command => ({ type: 'Beam', actor: 'p1', cards: [...cards], to: Z.surface('L1'), via });
const playPhobia = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p2', card, target });
const onSurface = (state: GameState, cards: readonly string[]) => cards.filter((iid) => state.cards[iid]!.zone === Z.surface('L1'));

describe('103_054 Barclay Transporter Phobia', () => {
  it('in the window of a beam: one beamed personnel, picked at random, goes back aboard with the card on it and may not beam again', () => {
    const { state, crew, ship: s, phobia } = beamScene(['Barclay Transporter Phobia']);
    const beamed = play(state, [beamDown(crew.slice(0, 2), s)]).state;
    expect(beamed.windows?.at(-1)).toMatchObject({ action: 'personnel-beamed', player: 'p2', cards: crew.slice(0, 2) });
    const use = playPhobia(phobia, crew[0]!);
    expect(legalCommands(beamed, 'p2')).toContainEqual(use);
    const after = play(beamed, [use]);
    const [selection] = ofType(after.events, 'RandomCardsSelected');
    expect(selection!.candidates).toEqual(crew.slice(0, 2));
    const victim = selection!.outcome[0]!;
    expect(after.state.cards[victim]!.zone).toBe(Z.aboard(s));
    expect(after.state.cards[phobia]!.zone).toBe(Z.on(victim));
    expect(onSurface(after.state, crew)).toEqual(crew.slice(0, 2).filter((iid) => iid !== victim));
    expect(refused(after.state, beamDown([victim], s))).toBe('REFUSES_TRANSPORT');
    expect(refused(after.state, beamDown([crew[2]!], s))).toBeNull();
  });

  it('Plexing cures it: the card is nullified where it lies and the personnel may beam again', () => {
    const { state, crew, ship: s, phobia, hand } = beamScene(['Barclay Transporter Phobia'], ['Plexing']);
    const after = play(state, [beamDown(crew.slice(0, 2), s), playPhobia(phobia, crew[0]!)]).state;
    const victim = crew.slice(0, 2).find((iid) => after.cards[phobia]!.zone === Z.on(iid))!;
    expect(refused(after, beamDown([victim], s))).toBe('REFUSES_TRANSPORT');
    // p2 answers every window: it passes the one after Plexing, which then resolves.
    const cured = play(after, [{ type: 'PlayCard', actor: 'p1', card: hand[0]!, target: phobia }, { type: 'PassResponse', actor: 'p2' }]).state;
    expect(cured.cards[phobia]!.zone).toBe(Z.discard('p2'));
    expect(refused(cured, beamDown([victim], s))).toBeNull();
  });

  it('103_081 Wolf nullifies it as it is played: nobody refuses the transport', () => {
    const { state, crew, ship: s, phobia, hand } = beamScene(['Barclay Transporter Phobia'], ['Wolf']);
    const answered = play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, beamDown(crew.slice(0, 2), s), playPhobia(phobia, crew[0]!)]);
    expect(answered.state.windows?.at(-1)).toMatchObject({ action: 'card-played', player: 'p1', card: phobia });
    // p2 answers every window: it passes the one after Wolf, which then resolves.
    const after = play(answered.state, [{ type: 'PlayCard', actor: 'p1', card: hand[0]!, target: phobia }, { type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(after.events, 'PlayNullified').map((e) => e.card)).toEqual([phobia]);
    expect(after.state.cards[phobia]!.zone).toBe(Z.discard('p2'));
    expect(onSurface(after.state, crew)).toEqual(crew.slice(0, 2));
  });

  it('no window for a player on automatic pass, and no play without a beam', () => {
    const auto = beamScene(['Barclay Transporter Phobia'], [], false);
    const beamed = play(auto.state, [beamDown(auto.crew.slice(0, 1), auto.ship)]);
    expect(ofType(beamed.events, 'ResponseWindowOpened')).toEqual([]);
    const idle = beamScene(['Barclay Transporter Phobia']);
    expect(refused(idle.state, playPhobia(idle.phobia, idle.crew[0]!))).not.toBeNull();
  });
});
