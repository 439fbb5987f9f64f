/**
 * Premiere events and interrupts, third pass (issue 15): Red Alert! (the normal card play spent on
 * many reports), Ship Seizure (an empty ship towed away), Anti-Time Anomaly (everyone dies at the
 * end of your third full turn).
 *   1E rulebook › PLAYING A CARD › YOUR NORMAL CARD PLAY; REPORTING FOR DUTY; END OF TURN;
 *   GETTING HURT › KILLED OR DESTROYED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS.
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, realCard, scene, ship } from '../testing/attempt-scene';
import { when, play as run, moved } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { endTurn as end, report } from '../testing/commands';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

describe('101_090 Red Alert! (the normal card play may report any number of personnel, ships, equipment)', () => {
  function outpost(withRedAlert: boolean) {
    const built = scene({ missions: ['Excavation'], hand: ['Red Alert!', 'Federation Outpost', { skills: 'OFFICER' }, { skills: 'ENGINEER' }, 'Tricorder', 'Kivas Fajo - Collector'] });
    const [redAlert, post, ...rest] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[post, Z.space('L1')], ...(withRedAlert ? [[redAlert, Z.table('p1')] as [string, string]] : [])]);
    return { post, cards: rest.slice(0, 3), event: rest[3]!, state };
  }
  it('with Red Alert! on your table: two personnel and a Tricorder report in one turn', () => {
    const { post, cards, state } = outpost(true);
    const after = run(state, cards.map((card) => report(card, post)));
    expect(ofType(after.events, 'CardReported').map((e) => e.card)).toEqual(cards);
    for (const card of cards) expect(after.state.cards[card]!.zone).toBe(Z.aboard(post));
  });
  it('without it the second report is refused (the normal card play is used)', () => {
    const { post, cards, state } = outpost(false);
    const first = run(state, [report(cards[0]!, post)]).state;
    expect(refused(first, report(cards[1]!, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('with it, once an event took the normal card play no report follows', () => {
    const { post, cards, event, state } = outpost(true);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card: event, target: 'p1' }]).state;
    expect(refused(played, report(cards[0]!, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('101_136 Ship Seizure (interrupt: an empty ship in orbit with your tractor-beam ship is discarded)', () => {
  it('p1’s D’deridex (Tractor Beam) at L1 with an empty p2 ship there: that ship is discarded', () => {
    const built = scene({ missions: ['Excavation'], ship: realCard("D'deridex"), crew: [{ skills: 'OFFICER', affiliation: 'Romulan' }], hand: ['Ship Seizure'], opponentHand: [ship()] });
    const empty = built.ids.opponentHand[0]!;
    const state = moved(built.state, [[empty, Z.space('L1')]]);
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === built.ids.hand[0]);
    expect(offered.map((c) => (c as { target?: string }).target)).toEqual([empty]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: empty }]);
    expect(ofType(after.events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[empty, 'discarded']]);
    expect(after.state.cards[empty]!.zone).toBe(Z.discard('p2'));
  });
  it('without a tractor beam, or when the other ship has someone aboard, there is no valid target', () => {
    const plain = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Ship Seizure'], opponentHand: [ship()] });
    const noTractor = moved(plain.state, [[plain.ids.opponentHand[0]!, Z.space('L1')]]);
    expect(refused(noTractor, { type: 'PlayCard', actor: 'p1', card: plain.ids.hand[0]!, target: plain.ids.opponentHand[0]! })).toBe('INVALID_TARGET');
    const crewed = scene({ missions: ['Excavation'], ship: realCard("D'deridex"), crew: [{ skills: 'OFFICER', affiliation: 'Romulan' }], hand: ['Ship Seizure'], opponentHand: [ship(), { skills: 'OFFICER' }] });
    const [theirShip, theirCrew] = crewed.ids.opponentHand as [string, string];
    const occupied = moved(crewed.state, [[theirShip, Z.space('L1')], [theirCrew, Z.aboard(theirShip)]]);
    expect(refused(occupied, { type: 'PlayCard', actor: 'p1', card: crewed.ids.hand[0]!, target: theirShip })).toBe('INVALID_TARGET');
  });
});

describe('101_067 Anti-Time Anomaly (event: every personnel in play dies at the end of your third full turn)', () => {
  it('played in turn 1: nobody dies at the ends of turns 1–6; at the end of p1’s turn 7 every personnel (Away Team and crew) is killed and the event discarded', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], ship: ship(), crew: [{ skills: 'ENGINEER' }], hand: ['Anti-Time Anomaly'] });
    const card = built.ids.hand[0]!;
    const before = run(built.state, [{ type: 'PlayCard', actor: 'p1', card }, end('p1'), end('p2'), end('p1'), end('p2'), end('p1'), end('p2')]);
    expect(ofType(before.events, 'CardLeftPlay')).toEqual([]);
    const seventh = run(before.state, [end('p1')]);
    expect(ofType(seventh.events, 'CardLeftPlay').map((e) => [e.card, e.how]).sort()).toEqual(
      [...built.ids.awayTeam, ...built.ids.crew].map((iid) => [iid, 'killed']).sort(),
    );
    expect(seventh.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('nullified first (Kevin Uxbridge), it kills nobody', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Anti-Time Anomaly', 'Kevin Uxbridge'] });
    const [card, kevin] = built.ids.hand as [string, string];
    const { events } = run(built.state, [{ type: 'PlayCard', actor: 'p1', card }, { type: 'PlayCard', actor: 'p1', card: kevin, target: card }, ...Array.from({ length: 7 }, (_, i) => end(i % 2 === 0 ? 'p1' : 'p2'))]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
  });
});

describe("101_002 Horga'hn (artifact on your table: a second normal card play each turn, or else one more card at the end of the turn)", () => {
  function horgahn() {
    const built = scene({ missions: ['Excavation'], hand: ["Horga'hn", 'Federation Outpost', { skills: 'OFFICER' }, 'Kivas Fajo - Collector', 'Res-Q'] });
    const [card, post, personnel, kivas, resq] = built.ids.hand as [string, string, string, string, string];
    const state = run(moved(built.state, [[post, Z.space('L1')]]), [{ type: 'PlayCard', actor: 'p1', card }]).state;
    return { card, post, personnel, kivas, resq, state };
  }
  it('played, it lies on your table without using the card play; an event and then a report both happen; a third play is refused; no extra draw at the end', () => {
    const { card, post, personnel, kivas, resq, state } = horgahn();
    expect(state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(state.turn!.normalCardPlayUsed).toBe(false);
    const two = run(state, [{ type: 'PlayCard', actor: 'p1', card: kivas, target: 'p2' }, report(personnel, post)]);
    expect(ofType(two.events, 'CardReported')[0]).toMatchObject({ card: personnel, extraPlay: true });
    expect(refused(two.state, { type: 'PlayCard', actor: 'p1', card: resq, target: kivas })).toBe('NORMAL_CARD_PLAY_USED');
    const ended = run(two.state, [end('p1')]);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => [e.player, e.reason])).toEqual([['p1', 'end-of-turn']]);
  });
  it('with the extra card play unused, p1 draws one more card at the end of the turn', () => {
    const { state } = horgahn();
    const ended = run(state, [end('p1')]);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => [e.player, e.reason, e.cards.length])).toEqual([
      ['p1', 'card-effect', 1],
      ['p1', 'end-of-turn', 1],
    ]);
  });
});

describe('101_144 Vulcan Mindmeld (interrupt: your Mindmeld personnel gains the skills of another of yours present until the end of the turn)', () => {
  it('the SCIENCE Mindmeld personnel gains Geology and Biology from the other: the team now has Geology twice; gone at the end of the turn', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SCIENCE Mindmeld' }, { skills: 'MEDICAL Geology Biology' }], hand: ['Vulcan Mindmeld'] });
    const [melder, lender] = built.ids.awayTeam as [string, string];
    const card = built.ids.hand[0]!;
    const skillsOf = (state: GameState, iid: string) => memberOf(state, iid).skills.map((s) => s.name);
    expect(skillsOf(built.state, melder)).not.toContain('Geology');
    const { state } = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: lender }]);
    expect(state.cards[card]!.zone).toBe(Z.on(lender));
    expect(skillsOf(state, melder)).toEqual(expect.arrayContaining(['Mindmeld', 'Geology', 'Biology']));
    expect(skillsOf(state, lender)).not.toContain('Mindmeld');
    const ended = run(state, [end('p1')]).state;
    expect(ended.cards[card]!.zone).toBe(Z.discard('p1'));
    expect(skillsOf(ended, melder)).not.toContain('Geology');
  });
  it('without a Mindmeld personnel present there is no valid target', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'SCIENCE' }, { skills: 'MEDICAL Geology' }], hand: ['Vulcan Mindmeld'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: built.ids.awayTeam[1]! })).toBe('INVALID_TARGET');
  });
});
