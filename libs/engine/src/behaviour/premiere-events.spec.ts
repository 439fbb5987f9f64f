/**
 * Premiere events, interrupts and artifacts, second pass (issue 15): each scripted card played from
 * hand through `PlayCard` (or reported, for an artifact used as equipment), the path where it
 * applies and the path where it does not.
 *   1E rulebook › THE CARDS › ARTIFACTS (played as the artifact says: interrupt, event, equipment);
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS; REPORTING FOR DUTY ›
 *   COMPATIBLE (treaties); MISCELLANEOUS RULES › LOOKING AT CARDS; MISCELLANEOUS RULES › RANDOM
 *   SELECTION; THE PLAY PHASE › Alternating Actions (responses).
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { remainingRange } from '../play';
import { RULES } from '../rules';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { when, play as run, moved } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { playCard as play } from '../testing/commands';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
const offered = (state: GameState, card: string, actor: PlayerId = 'p1') => legalCommands(state, actor).filter((c) => c.type === 'PlayCard' && c.card === card);
const explicit = (state: GameState, player: PlayerId) => run(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;

describe('101_099 Treaty: Federation/Klingon (and 101_100, 101_101: two affiliations mix and cooperate)', () => {
  function outpostScene(treatyTitle: string, affiliation: string) {
    const built = scene({ missions: ['Excavation'], hand: [treatyTitle, 'Federation Outpost', { skills: 'OFFICER', affiliation }] });
    const [treaty, outpost, personnel] = built.ids.hand as [string, string, string];
    return { treaty, outpost, personnel, state: moved(built.state, [[outpost, Z.space('L1')]]) };
  }
  it('without the treaty a Klingon cannot report to your Federation Outpost; played, the treaty lies on your table and then it can', () => {
    const { treaty, outpost, personnel, state } = outpostScene('Treaty: Federation/Klingon', 'Klingon');
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: personnel, facility: outpost })).toBe('NOT_COMPATIBLE');
    const played = run(state, [play(treaty)]);
    expect(played.state.cards[treaty]!.zone).toBe(Z.table('p1'));
    expect(played.events[0]).toMatchObject({ type: 'CardPlayed', normalCardPlay: true });
    // Next turn's card play: the Klingon reports aboard the Federation Outpost.
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], played.state);
    const reported = run(nextTurn, [{ type: 'ReportForDuty', actor: 'p1', card: personnel, facility: outpost }]);
    expect(reported.state.cards[personnel]!.zone).toBe(Z.aboard(outpost));
  });
  it('the treaty mixes only its two affiliations: a Romulan still cannot report under Treaty: Federation/Klingon', () => {
    const { treaty, outpost, personnel, state } = outpostScene('Treaty: Federation/Klingon', 'Romulan');
    const withTreaty = moved(state, [[treaty, Z.table('p1')]]);
    expect(refused(withTreaty, { type: 'ReportForDuty', actor: 'p1', card: personnel, facility: outpost })).toBe('NOT_COMPATIBLE');
  });
  it('101_100 Treaty: Federation/Romulan lets a Romulan report to a Federation Outpost; 101_101 Treaty: Romulan/Klingon does not', () => {
    const fedRom = outpostScene('Treaty: Federation/Romulan', 'Romulan');
    const ok = run(moved(fedRom.state, [[fedRom.treaty, Z.table('p1')]]), [{ type: 'ReportForDuty', actor: 'p1', card: fedRom.personnel, facility: fedRom.outpost }]);
    expect(ok.state.cards[fedRom.personnel]!.zone).toBe(Z.aboard(fedRom.outpost));
    const romKli = outpostScene('Treaty: Romulan/Klingon', 'Romulan');
    expect(refused(moved(romKli.state, [[romKli.treaty, Z.table('p1')]]), { type: 'ReportForDuty', actor: 'p1', card: romKli.personnel, facility: romKli.outpost })).toBe('NOT_COMPATIBLE');
  });
  it("the opponent's treaty does not help you", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER', affiliation: 'Klingon' }], opponentHand: ['Treaty: Federation/Klingon'] });
    const [outpost, personnel] = built.ids.hand as [string, string];
    const state = moved(built.state, [[outpost, Z.space('L1')], [built.ids.opponentHand[0]!, Z.table('p2')]]);
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: personnel, facility: outpost })).toBe('NOT_COMPATIBLE');
  });
});

describe('101_128 Long-Range Scan (interrupt: look at the cards aboard a ship)', () => {
  it('played on a ship: the cards aboard are shown to p1 only; redacted for p2', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'ENGINEER' }], hand: ['Long-Range Scan'] });
    const card = built.ids.hand[0]!;
    const { events, state } = run(built.state, [play(card, built.ids.ship)]);
    expect(ofType(events, 'CardsShown')).toEqual([
      { type: 'CardsShown', to: 'p1', zone: Z.aboard(built.ids.ship!), cards: built.ids.crew.map((iid) => ({ iid, title: state.blueprints[state.cards[iid]!.blueprint]!.title })), source: card, rule: RULES.lookingAtCards },
    ]);
    expect(state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('with no ship in play there is no valid target: not offered', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Long-Range Scan'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe('101_137 Subspace Interference (response: nullifies an Incoming Message just played)', () => {
  it('p1 plays Incoming Message - Federation; p2 responds with Subspace Interference: the message is nullified, both discarded', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), hand: ['Incoming Message - Federation'], opponentHand: ['Subspace Interference'] });
    const message = built.ids.hand[0]!;
    const interference = built.ids.opponentHand[0]!;
    // Issue 15, fourth pass: Incoming Message is scripted now and names the ship it binds.
    const opened = run(explicit(built.state, 'p2'), [play(message, built.ids.ship!)]);
    expect(offered(opened.state, interference, 'p2').map((c) => (c as { target?: string }).target)).toEqual([message]);
    const { events, state } = run(opened.state, [play(interference, message, 'p2')]);
    expect(ofType(events, 'PlayNullified')).toEqual([{ type: 'PlayNullified', card: message, by: interference, rule: RULES.whenResponsesHappen }]);
    expect(state.cards[message]!.zone).toBe(Z.discard('p1'));
    expect(state.cards[interference]!.zone).toBe(Z.discard('p2'));
  });
  it('after another interrupt (The Juggler) it is no valid response', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Subspace Interference'] });
    const opened = run(explicit(built.state, 'p2'), [play(built.ids.hand[0]!, 'p2')]);
    expect(refused(opened.state, play(built.ids.opponentHand[0]!, built.ids.hand[0]!, 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('101_005 Thought Maker (artifact played once as an interrupt: look through the opponent’s draw deck)', () => {
  it('played on your turn: the opponent’s draw deck is shown to p1 in order; it does not use the card play; it is discarded', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Thought Maker'] });
    const card = built.ids.hand[0]!;
    const { events, state } = run(built.state, [play(card)]);
    expect(events[0]).toMatchObject({ type: 'CardPlayed', to: Z.discard('p1'), normalCardPlay: false, rule: RULES.interrupts });
    expect(ofType(events, 'CardsShown').map((e) => [e.to, e.zone, e.cards.map((c) => c.iid)])).toEqual([['p1', Z.draw('p2'), cardsIn(built.state, Z.draw('p2'))]]);
    expect(state.turn!.normalCardPlayUsed).toBe(false);
  });
  it('it is no response: in a window after a card played it is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Thought Maker'] });
    const opened = run(explicit(built.state, 'p2'), [play(built.ids.hand[0]!, 'p2')]);
    expect(refused(opened.state, play(built.ids.opponentHand[0]!, undefined, 'p2'))).toBe('NOT_A_VALID_RESPONSE');
  });
});

describe('101_095 Supernova (event needing Tox Uthat on your table: everything at a mission destroyed) and 101_007 Tox Uthat (response: prevents it)', () => {
  function supernovaScene(opponentHand: string[] = []) {
    const built = scene({
      missions: ['Excavation', 'Study Stellar Collision'],
      ship: ship(),
      crew: [{ skills: 'OFFICER' }],
      awayTeam: [{ skills: 'SCIENCE' }],
      equipment: ['Tricorder'],
      hand: ['Supernova', 'Tox Uthat'],
      opponentHand,
    });
    const [supernova, tox] = built.ids.hand as [string, string];
    return { built, supernova, tox };
  }
  it('with Tox Uthat on your table: the ship, its crew, the Away Team and its equipment at L1 are destroyed; the mission stays; Supernova lies atop it', () => {
    const { built, supernova, tox } = supernovaScene();
    const state = moved(built.state, [[tox, Z.table('p1')]]);
    const after = run(state, [play(supernova, 'L1')]);
    const gone = [built.ids.ship!, ...built.ids.crew, ...built.ids.awayTeam, ...built.ids.equipment];
    expect(ofType(after.events, 'CardLeftPlay').map((e) => e.card).sort()).toEqual([...gone].sort());
    for (const iid of gone) expect(after.state.cards[iid]!.zone).toBe(Z.discard('p1'));
    expect(after.state.cards[built.ids.missions[0]!]!.zone).toBe(Z.mission('L1'));
    expect(after.state.cards[supernova]!.zone).toBe(Z.atop('L1'));
  });
  it('played at another mission (L2) nothing at L1 is touched', () => {
    const { built, supernova, tox } = supernovaScene();
    const after = run(moved(built.state, [[tox, Z.table('p1')]]), [play(supernova, 'L2')]);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([]);
  });
  it('without Tox Uthat on your table it cannot be played', () => {
    const { built, supernova } = supernovaScene();
    expect(refused(built.state, play(supernova, 'L1'))).toBe('PLAY_CONDITION');
    expect(offered(built.state, supernova)).toEqual([]);
  });
  it('the opponent responds with Tox Uthat: Supernova is nullified, nothing is destroyed, Tox Uthat is discarded', () => {
    const { built, supernova, tox } = supernovaScene(['Tox Uthat']);
    const theirs = built.ids.opponentHand[0]!;
    const state = explicit(moved(built.state, [[tox, Z.table('p1')]]), 'p2');
    const after = run(state, [play(supernova, 'L1'), play(theirs, supernova, 'p2')]);
    expect(ofType(after.events, 'PlayNullified')).toEqual([{ type: 'PlayNullified', card: supernova, by: theirs, rule: RULES.whenResponsesHappen }]);
    expect(ofType(after.events, 'CardLeftPlay')).toEqual([]);
    expect(after.state.cards[theirs]!.zone).toBe(Z.discard('p2'));
  });
  it('Tox Uthat is no valid response to another card (The Juggler)', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Tox Uthat'] });
    const opened = run(explicit(built.state, 'p2'), [play(built.ids.hand[0]!, 'p2')]);
    expect(refused(opened.state, play(built.ids.opponentHand[0]!, built.ids.hand[0]!, 'p2'))).toBe('INVALID_TARGET');
  });
});

describe('101_009 Vulcan Stone of Gol (artifact played as an event on an Away Team: those without Youth or CUNNING>7 die)', () => {
  it('of three, the one with Youth and the one with CUNNING 8 live; the third is killed; the artifact is discarded; the card play is used', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'CIVILIAN Youth', c: 3 }, { skills: 'OFFICER', c: 8 }, { skills: 'OFFICER', c: 5 }], hand: ['Vulcan Stone of Gol'] });
    const card = built.ids.hand[0]!;
    const [young, clever, doomed] = built.ids.awayTeam as [string, string, string];
    const { events, state } = run(built.state, [play(card, young)]);
    expect(events[0]).toMatchObject({ type: 'CardPlayed', to: Z.discard('p1'), normalCardPlay: true });
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[doomed, 'killed']]);
    expect(ofType(events, 'RequirementChecked').map((e) => e.verdict)).toEqual(['met', 'met', 'unmet']);
    expect(cardsIn(state, Z.surface('L1'))).toEqual([young, clever]);
  });
  it('with no Away Team on a planet there is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Vulcan Stone of Gol'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
    expect(refused(built.state, play(built.ids.hand[0]!))).toBe('TARGET_REQUIRED');
  });
});

describe('101_008 Varon-T Disruptor (artifact used as equipment: STRENGTH doubled where present, not cumulative)', () => {
  it('an Away Team member with STRENGTH 5 has 10 with it present; a second copy adds nothing', () => {
    const one = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', s: 5 }], equipment: ['Varon-T Disruptor'] });
    expect(memberOf(one.state, one.ids.awayTeam[0]!).strength).toBe(10);
    const two = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', s: 5 }], equipment: ['Varon-T Disruptor', 'Varon-T Disruptor'] });
    expect(memberOf(two.state, two.ids.awayTeam[0]!).strength).toBe(10);
  });
  it('personnel elsewhere (aboard the ship) are not affected', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER', s: 5 }], ship: ship(), crew: [{ skills: 'ENGINEER', s: 4 }], equipment: ['Varon-T Disruptor'] });
    expect(memberOf(built.state, built.ids.crew[0]!).strength).toBe(4);
  });
  it('it reports for duty like equipment (to your outpost); an artifact without that text does not', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Varon-T Disruptor', 'Thought Maker'] });
    const [outpost, varon, thought] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[outpost, Z.space('L1')]]);
    expect(run(state, [{ type: 'ReportForDuty', actor: 'p1', card: varon, facility: outpost }]).state.cards[varon]!.zone).toBe(Z.aboard(outpost));
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: thought, facility: outpost })).toBe('NOT_REPORTABLE');
  });
});

describe('101_143 Transwarp Conduit (interrupt: a ship moves double RANGE this turn)', () => {
  it('a RANGE 8 ship that has flown 8 may fly 8 more', () => {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation'], ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Transwarp Conduit'] });
    const shipId = built.ids.ship!;
    const flown = evolveAll([{ type: 'ShipFlew', player: 'p1', ship: shipId, from: 'L1', to: 'L2', path: ['L2'], range: 8 }], built.state);
    expect(remainingRange(flown, shipId)).toBe(0);
    const { events, state } = run(flown, [play(built.ids.hand[0]!, shipId)]);
    expect(ofType(events, 'ShipRangeExtended')).toEqual([{ type: 'ShipRangeExtended', ship: shipId, range: 8, source: built.ids.hand[0]!, rule: RULES.cardEffects }]);
    expect(remainingRange(state, shipId)).toBe(8);
  });
  it('the extra RANGE lasts this turn only: the next turn starts from the ship’s RANGE', () => {
    const built = scene({ missions: ['Excavation'], ship: ship({ range: 8 }), hand: ['Transwarp Conduit'] });
    const { state } = run(built.state, [play(built.ids.hand[0]!, built.ids.ship!)]);
    expect(remainingRange(state, built.ids.ship!)).toBe(16);
    expect(remainingRange(evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], state), built.ids.ship!)).toBe(8);
  });
});

describe('101_112 Disruptor Overload (interrupt: one equipment with a crew or Away Team destroyed, at random)', () => {
  it('an Away Team with two equipment: one, chosen at random (on the record), is destroyed', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['Tricorder', 'Medical Kit'], hand: ['Disruptor Overload'] });
    const { events } = run(built.state, [play(built.ids.hand[0]!, built.ids.awayTeam[0]!)]);
    const [selected] = ofType(events, 'RandomCardsSelected');
    expect(selected!.candidates).toEqual(built.ids.equipment);
    expect(selected!.secret?.rng).toBeDefined();
    expect(ofType(events, 'CardLeftPlay').map((e) => [e.card, e.how])).toEqual([[selected!.outcome[0], 'destroyed']]);
  });
  it('an Away Team without equipment: nothing is destroyed', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Disruptor Overload'] });
    const { events } = run(built.state, [play(built.ids.hand[0]!, built.ids.awayTeam[0]!)]);
    expect(ofType(events, 'CardLeftPlay')).toEqual([]);
    expect(ofType(events, 'CardEffectResolved').map((e) => e.effect)).toEqual(['no equipment present']);
  });
});

describe('101_003 Interphase Generator (artifact used as equipment: cancels Archer, Armus and others where present)', () => {
  it('with it in the Away Team’s equipment, Archer is nullified as it is encountered: out of play, none of its steps run', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['Interphase Generator'] });
    const { events } = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    const archer = built.ids.seeds[0]!;
    expect(ofType(events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[archer, 'nullified']]);
    expect(ofType(events, 'DilemmaStepResolved')).toEqual([]);
  });
  it('without it Archer’s steps run; a dilemma not on its list (Wind Dancer) is not cancelled', () => {
    const plain = scene({ missions: ['Excavation'], seeds: ['Archer'], awayTeam: [{ skills: 'OFFICER' }] });
    expect(ofType(runAttempt(plain.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'DilemmaStepResolved').length).toBeGreaterThan(0);
    const other = scene({ missions: ['Excavation'], seeds: ['Wind Dancer'], awayTeam: [{ skills: 'OFFICER' }], equipment: ['Interphase Generator'] });
    expect(ofType(runAttempt(other.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }).events, 'DilemmaRemoved').map((e) => e.reason)).not.toContain('nullified');
  });
});

describe('101_108 Amanda Rogers and 101_124 Kevin Uxbridge: artifacts played as an Interrupt or as an Event', () => {
  it('Amanda Rogers nullifies Thought Maker (an artifact played as an Interrupt): p1 sees nothing', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Thought Maker'], opponentHand: ['Amanda Rogers'] });
    const thought = built.ids.hand[0]!;
    const amanda = built.ids.opponentHand[0]!;
    const opened = run(explicit(built.state, 'p2'), [play(thought)]);
    const { events } = run(opened.state, [play(amanda, thought, 'p2')]);
    expect(ofType(events, 'PlayNullified').map((e) => e.card)).toEqual([thought]);
    expect(ofType(events, 'CardsShown')).toEqual([]);
  });
  it('Kevin Uxbridge nullifies Kurlan Naiskos (an artifact played as an Event on a ship), but not Varon-T Disruptor used as equipment', () => {
    const built = scene({ missions: ['Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], equipment: ['Varon-T Disruptor'], hand: ['Kurlan Naiskos', 'Kevin Uxbridge'] });
    const [kurlan, kevin] = built.ids.hand as [string, string];
    const played = run(built.state, [play(kurlan, built.ids.ship)]).state;
    expect(offered(played, kevin).map((c) => (c as { target?: string }).target)).toEqual([kurlan]);
    expect(run(played, [play(kevin, kurlan)]).state.cards[kurlan]!.zone).toBe(Z.discard('p1'));
  });
});

describe('101_124 Kevin Uxbridge as a response, 101_133 Q2 against a Q dilemma, 101_007 Tox Uthat on the table (cards with two ways to play)', () => {
  it('Kevin Uxbridge answers an Event just played (Kivas Fajo - Collector): nullified, nobody draws; a Treaty just played is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector', 'Treaty: Federation/Klingon'], opponentHand: ['Kevin Uxbridge'] });
    const [kivas, treaty] = built.ids.hand as [string, string];
    const kevin = built.ids.opponentHand[0]!;
    const opened = run(explicit(built.state, 'p2'), [play(kivas, 'p2')]);
    const { events } = run(opened.state, [play(kevin, kivas, 'p2')]);
    expect(ofType(events, 'PlayNullified').map((e) => [e.card, e.by])).toEqual([[kivas, kevin]]);
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
    const treatyOpened = run(explicit(built.state, 'p2'), [play(treaty)]);
    expect(refused(treatyOpened.state, play(kevin, treaty, 'p2'))).toBe('INVALID_TARGET');
  });
  it('Q2 answers the Q dilemma just encountered (the attempting player’s own window): it leaves play unresolved; Archer is no valid target', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['Q', 'Archer'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Q2', 'Q2'] });
    const [q, archer] = built.ids.seeds as [string, string];
    const [q2, another] = built.ids.hand as [string, string];
    const attempted = run(explicit(built.state, 'p1'), [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    expect(offered(attempted.state, q2).map((c) => (c as { target?: string }).target)).toEqual([q]);
    expect(attempted.state.attempt?.dilemma).toBe(q);
    const answered = run(attempted.state, [play(q2, q)]);
    expect(ofType(answered.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[q, 'nullified']]);
    expect(answered.state.attempt?.dilemma).toBe(archer);
    expect(refused(answered.state, play(another, archer))).toBe('INVALID_TARGET');
  });
  it('Tox Uthat played outside a window lies on your table (normal card play); next turn Supernova may be played', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Tox Uthat', 'Supernova'] });
    const [tox, supernova] = built.ids.hand as [string, string];
    const played = run(built.state, [play(tox)]);
    expect(played.events[0]).toMatchObject({ type: 'CardPlayed', to: Z.table('p1'), normalCardPlay: true });
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], played.state);
    expect(run(next, [play(supernova, 'L1')]).state.cards[supernova]!.zone).toBe(Z.atop('L1'));
  });
});
