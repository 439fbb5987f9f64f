/**
 * Interrupts that save a personnel about to die (issue 15, interrupts-e): held in hand, the engine plays
 * them for their owner as the death comes (behaviour/death-savers.ts), and Smooth As an Android's
 * Bottom?'s look at the bottom of the deck (behaviour/deck-reveals.ts).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED; MISCELLANEOUS RULES › RANDOM SELECTION;
 *   MISCELLANEOUS RULES › LOOKING AT CARDS.
 * given (a scene: an Away Team facing a dilemma, the interrupt in hand) / when (AttemptMission or
 * PlayCard) / then (the facts: who is killed, stopped, captured; where the interrupt went).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, runAttempt, scene, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { cardsIn, Z } from '../zones';

const ARMUS = 'Armus - Skin of Evil'; // one member killed at random
const WEAK = 'The Weak Will Perish'; // every member with printed STRENGTH under 5 killed (no random selection)
const FOUNDERS = 'Underestimating the Founders'; // one member captured at random

/** p1's Away Team on Excavation meets `dilemma` with `hand` held. */
function meet(dilemma: string, team: readonly (PersonSpec | Card)[], hand: readonly string[]) {
  const built = scene({ missions: ['Excavation'], seeds: [dilemma], awayTeam: team, hand });
  const after = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  return { ...after, team: built.ids.awayTeam, hand: built.ids.hand };
}

const killed = (events: readonly GameEvent[]) => ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
const captured = (events: readonly GameEvent[]) => ofType(events, 'CardMoved').filter((e) => e.reason.startsWith('captured')).map((e) => e.card);
const randomly = (events: readonly GameEvent[]) => ofType(events, 'RandomCardsSelected').flatMap((e) => e.outcome);
const saved = (events: readonly GameEvent[]) => ofType(events, 'CardEffectResolved').filter((e) => e.effect === 'saves-from-death').map((e) => [e.card, e.target]);
const played = (events: readonly GameEvent[]) => ofType(events, 'CardPlayed').map((e) => e.card);
const stoppedCards = (events: readonly GameEvent[]) => ofType(events, 'CardStopped').map((e) => e.card);
const withIcon = (spec: PersonSpec, code: string): Card => ({ ...person(spec), icons: [{ code, name: code, category: 'test' }] });

describe("126_025 Smooth As an Android's Bottom?", () => {
  it('reveals the bottom three of your draw deck: the non-personnel to hand, the personnel to the discard pile; once each turn', () => {
    const built = scene({ missions: ['Excavation'], hand: ["Smooth As an Android's Bottom?", "Smooth As an Android's Bottom?", 'Tricorder', 'Red Alert!'] });
    const [smooth, second, tricorder, alert] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [[tricorder, Z.draw('p1')], [alert, Z.draw('p1')]]);
    const deck = cardsIn(state, Z.draw('p1'));
    const bottom = deck.slice(-3);
    expect(bottom.slice(1)).toEqual([tricorder, alert]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: smooth }]);
    expect(ofType(after.events, 'CardsShown').map((e) => e.cards.map((c) => c.iid))).toEqual([bottom, bottom]);
    expect(after.state.cards[tricorder]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[alert]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[bottom[0]!]!.zone).toBe(Z.discard('p1'));
    expect(refused(after.state, { type: 'PlayCard', actor: 'p1', card: second })).toBe('ONCE_PER_TURN');
  });

  it('held in hand, it keeps a Youth personnel from dying; a personnel without Youth dies and the card stays in hand', () => {
    const youth = meet(WEAK, [{ skills: 'CIVILIAN Youth', s: 3 }], ["Smooth As an Android's Bottom?"]);
    expect(killed(youth.events)).toEqual([]);
    expect(saved(youth.events)).toEqual([[youth.hand[0], youth.team[0]]]);
    expect(youth.state.cards[youth.hand[0]!]!.zone).toBe(Z.discard('p1'));
    const adult = meet(WEAK, [{ skills: 'CIVILIAN Music', s: 3 }], ["Smooth As an Android's Bottom?"]);
    expect(killed(adult.events)).toEqual(adult.team);
    expect(adult.state.cards[adult.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
});

describe('127_011 Empathic Touch', () => {
  it('with your Empathy personnel present, the dying personnel and the empath are stopped instead; with none, the death goes ahead', () => {
    const touched = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'CIVILIAN Empathy', s: 6 }], ['Empathic Touch']);
    expect(killed(touched.events)).toEqual([]);
    expect(played(touched.events)).toEqual(touched.hand);
    expect(stoppedCards(touched.events)).toEqual(expect.arrayContaining(touched.team));
    const alone = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'CIVILIAN Music', s: 6 }], ['Empathic Touch']);
    expect(killed(alone.events)).toEqual([alone.team[0]]);
    expect(alone.state.cards[alone.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
});

describe('200_022 Reman Sacrifice (the substitution)', () => {
  it('your Reman present dies instead of your Romulan; a non-Romulan is not saved', () => {
    const rom = meet(WEAK, [{ skills: 'OFFICER', s: 3, affiliation: 'Romulan' }, { skills: 'SECURITY', s: 6, affiliation: 'Romulan', ch: ['Reman'] }], ['Reman Sacrifice']);
    expect(killed(rom.events)).toEqual([rom.team[1]]);
    expect(saved(rom.events)).toEqual([[rom.hand[0], rom.team[0]]]);
    const fed = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'SECURITY', s: 6, affiliation: 'Romulan', ch: ['Reman'] }], ['Reman Sacrifice']);
    expect(killed(fed.events)).toEqual([fed.team[0]]);
    expect(fed.state.cards[fed.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
});

describe("115_041 Jem'Hadar Sacrifice (the substitution)", () => {
  it('your [KW] personnel present dies instead of your Founder; without one, the Founder dies', () => {
    const founder = { skills: 'V.I.P.', s: 3, affiliation: 'Dominion', ch: ['Founder'] };
    const guarded = meet(WEAK, [founder, withIcon({ skills: 'SECURITY', s: 8, affiliation: 'Dominion' }, 'KW'), { skills: 'OFFICER', s: 8 }], ["Jem'Hadar Sacrifice"]);
    expect(killed(guarded.events)).toEqual([guarded.team[1]]);
    const unguarded = meet(WEAK, [founder, { skills: 'SECURITY', s: 8, affiliation: 'Dominion' }, { skills: 'OFFICER', s: 8 }], ["Jem'Hadar Sacrifice"]);
    expect(killed(unguarded.events)).toEqual([unguarded.team[0]]);
  });
});

describe('103_074 Security Sacrifice', () => {
  it('a SECURITY personnel present dies in place of one randomly selected to die', () => {
    const random = meet(ARMUS, [{ skills: 'SECURITY' }, { skills: 'CIVILIAN' }, { skills: 'MEDICAL' }], ['Security Sacrifice']);
    const [chosen] = randomly(random.events);
    expect(chosen).not.toBe(random.team[0]); // the scene's seed picks a non-SECURITY member
    expect(saved(random.events)).toEqual([[random.hand[0], chosen]]);
    expect(killed(random.events)).toEqual([random.team[0]]);
  });
  it('a SECURITY personnel is not sacrificed for another SECURITY (no gain)', () => {
    const same = meet(ARMUS, [{ skills: 'SECURITY' }, { skills: 'SECURITY' }], ['Security Sacrifice']);
    expect(killed(same.events)).toEqual(randomly(same.events));
    expect(same.state.cards[same.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
  it('not for a death without a random selection', () => {
    const all = meet(WEAK, [{ skills: 'CIVILIAN', s: 3 }, { skills: 'SECURITY', s: 6 }], ['Security Sacrifice']);
    expect(killed(all.events)).toEqual([all.team[0]]);
    expect(all.state.cards[all.hand[0]!]!.zone).toBe(Z.hand('p1'));
  });
});

describe('103_081 Wolf (saving an empath)', () => {
  it('saves your Empathy personnel randomly selected to die, or to be captured', () => {
    const dying = meet(ARMUS, [{ skills: 'CIVILIAN Empathy' }, { skills: 'MEDICAL Empathy' }], ['Wolf']);
    expect(randomly(dying.events)).toHaveLength(1);
    expect(killed(dying.events)).toEqual([]);
    expect(saved(dying.events)).toEqual([[dying.hand[0], randomly(dying.events)[0]]]);
    const taken = meet(FOUNDERS, [{ skills: 'CIVILIAN Empathy' }, { skills: 'MEDICAL Empathy' }], ['Wolf']);
    expect(randomly(taken.events)).toHaveLength(1);
    expect(captured(taken.events)).toEqual([]);
    expect(saved(taken.events)).toEqual([[taken.hand[0], randomly(taken.events)[0]]]);
  });
  it('not a personnel without Empathy, nor a death without a random selection', () => {
    const plain = meet(ARMUS, [{ skills: 'CIVILIAN' }, { skills: 'MEDICAL' }], ['Wolf']);
    expect(killed(plain.events)).toEqual(randomly(plain.events));
    expect(plain.state.cards[plain.hand[0]!]!.zone).toBe(Z.hand('p1'));
    const weak = meet(WEAK, [{ skills: 'CIVILIAN Empathy', s: 3 }], ['Wolf']);
    expect(killed(weak.events)).toEqual(weak.team);
  });
});

describe('119_034 Live Long and Prosper (saving a Vulcan)', () => {
  it('saves your Vulcan randomly selected to die; not a Vulcan killed without a random selection, nor a non-Vulcan', () => {
    const vulcans = meet(ARMUS, [{ skills: 'SCIENCE', ch: ['Vulcan'] }, { skills: 'OFFICER', ch: ['Vulcan'] }], ['Live Long and Prosper']);
    expect(killed(vulcans.events)).toEqual([]);
    expect(saved(vulcans.events)).toHaveLength(1);
    const weak = meet(WEAK, [{ skills: 'SCIENCE', s: 3, ch: ['Vulcan'] }], ['Live Long and Prosper']);
    expect(killed(weak.events)).toEqual(weak.team);
    const humans = meet(ARMUS, [{ skills: 'SCIENCE', ch: ['Human'] }, { skills: 'OFFICER', ch: ['Human'] }], ['Live Long and Prosper']);
    expect(killed(humans.events)).toHaveLength(1);
  });
});

describe('241_023 Escape', () => {
  it('a dilemma kills two of yours: two cards of your hand are discarded at random and both are stopped instead', () => {
    const escaped = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'SCIENCE', s: 3 }], ['Escape', 'Red Alert!', 'Tricorder', 'The Juggler']);
    expect(killed(escaped.events)).toEqual([]);
    expect(stoppedCards(escaped.events)).toEqual(expect.arrayContaining(escaped.team));
    const discarded = ofType(escaped.events, 'RandomCardsSelected').flatMap((e) => e.outcome);
    expect(discarded).toHaveLength(2);
    expect(discarded.every((iid) => escaped.hand.slice(1).includes(iid) && escaped.state.cards[iid]!.zone === Z.discard('p1'))).toBe(true);
    expect(escaped.state.cards[escaped.hand[0]!]!.zone).toBe(Z.discard('p1'));
  });
  it('not with too few other cards in hand, nor for a kill that is not a dilemma’s', () => {
    const short = meet(WEAK, [{ skills: 'OFFICER', s: 3 }, { skills: 'SCIENCE', s: 3 }], ['Escape', 'Red Alert!']);
    expect(killed(short.events)).toEqual(short.team);
    expect(short.state.cards[short.hand[0]!]!.zone).toBe(Z.hand('p1'));
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SECURITY', affiliation: 'Romulan', ch: ['Reman'] }, { skills: 'OFFICER' }], hand: ['Reman Sacrifice', 'Escape', 'Red Alert!', 'Tricorder'] });
    const after = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.awayTeam[0]! }]);
    expect(killed(after.events)).toEqual([built.ids.awayTeam[0]]);
    expect(ofType(after.events, 'CardsDrawn').flatMap((e) => e.cards)).toHaveLength(3);
    expect(after.state.cards[built.ids.hand[1]!]!.zone).toBe(Z.hand('p1'));
  });
});
