/**
 * One random selection for every card effect, dilemma and battle (issue 15, helper random:
 * behaviour/random-selection.ts), and the interrupts that cancel a random selection present and make it
 * again: Change of Heart (Honor and OFFICER) and Team of Ambassadors (V.I.P. and Diplomacy). Held in
 * hand, the engine plays them for their owner when a selection that hurts them picks one of theirs.
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; PLAYING A CARD › Tip: Interrupts and Doorways
 *   Don't Use Your Card Play.
 * given (an Away Team meets Armus - Skin of Evil, one member killed at random; the interrupt in a hand) /
 * when (AttemptMission) / then (the selections recorded, the interrupt played or kept, who died; the
 * log replays to the same state).
 */
import { evolveAll } from '../evolve';
import { stateHash } from '../invariants';
import { ofType, runAttempt, scene, type PersonSpec } from '../testing/attempt-scene';
import type { GameEvent } from '../types';
import { Z } from '../zones';

const ARMUS = 'Armus - Skin of Evil'; // one member of the Away Team killed (random selection)

function meet(team: readonly PersonSpec[], hand: readonly string[], opponentHand: readonly string[] = []) {
  const built = scene({ missions: ['Excavation'], seeds: [ARMUS], awayTeam: team, hand, opponentHand });
  const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  return { ...after, built, team: built.ids.awayTeam, hand: built.ids.hand, opponentHand: built.ids.opponentHand };
}

const selections = (events: readonly GameEvent[]) => ofType(events, 'RandomCardsSelected');
const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
const reselected = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((e) => e.effect === 'reselects-random-selection').map((e) => [e.card, e.target]);

const HONOURABLE: PersonSpec = { skills: 'OFFICER Honor', s: 6 };
const OTHERS: PersonSpec[] = [{ skills: 'SCIENCE', s: 6 }, { skills: 'ENGINEER', s: 6 }];

describe('241_022 Change of Heart (a random selection cancelled and made again)', () => {
  it('held in hand, with your unstopped OFFICER with Honor present: the selection is made again and the second outcome counts', () => {
    const run = meet([HONOURABLE, ...OTHERS], ['Change of Heart']);
    const made = selections(run.events);
    expect(made).toHaveLength(2);
    expect(made[1]!.candidates).toEqual(made[0]!.candidates);
    expect(made[1]!.purpose).toContain('selected again: Change of Heart');
    expect(reselected(run.events)).toEqual([[run.hand[0], run.team[0]]]);
    expect(ofType(run.events, 'CardPlayed').map((e) => [e.card, e.normalCardPlay])).toEqual([[run.hand[0], false]]);
    expect(run.state.cards[run.hand[0]!]!.zone).toBe(Z.discard('p1'));
    expect(killed(run.events)).toEqual(made[1]!.outcome);
  });

  it('the log replays to the same state (the draws come from the recorded PRNG states)', () => {
    const run = meet([HONOURABLE, ...OTHERS], ['Change of Heart']);
    expect(stateHash(evolveAll([...run.built.events, ...run.events]))).toBe(stateHash(run.state));
  });

  it('without Honor (an OFFICER only), or when only one could be selected, the card stays in hand and one selection counts', () => {
    const plain = meet([{ skills: 'OFFICER', s: 6 }, ...OTHERS], ['Change of Heart']);
    expect(selections(plain.events)).toHaveLength(1);
    expect(plain.state.cards[plain.hand[0]!]!.zone).toBe(Z.hand('p1'));
    expect(killed(plain.events)).toEqual(selections(plain.events)[0]!.outcome);
    const alone = meet([HONOURABLE], ['Change of Heart']);
    expect(reselected(alone.events)).toEqual([]);
    expect(alone.state.cards[alone.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });

  it("held by the player none of whose cards was selected, it is not played", () => {
    const run = meet([HONOURABLE, ...OTHERS], [], ['Change of Heart']);
    expect(selections(run.events)).toHaveLength(1);
    expect(run.state.cards[run.opponentHand[0]!]!.zone).toBe(Z.hand('p2'));
  });
});

describe('223_015 Team of Ambassadors (a random selection cancelled and made again)', () => {
  it('with your V.I.P. with Diplomacy present the selection is made again; a V.I.P. without Diplomacy does not', () => {
    const run = meet([{ skills: 'V.I.P. Diplomacy', s: 6 }, ...OTHERS], ['Team of Ambassadors']);
    expect(selections(run.events)).toHaveLength(2);
    expect(reselected(run.events)).toEqual([[run.hand[0], run.team[0]]]);
    expect(killed(run.events)).toEqual(selections(run.events)[1]!.outcome);
    const without = meet([{ skills: 'V.I.P. Law', s: 6 }, ...OTHERS], ['Team of Ambassadors']);
    expect(selections(without.events)).toHaveLength(1);
    expect(without.state.cards[without.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
});
