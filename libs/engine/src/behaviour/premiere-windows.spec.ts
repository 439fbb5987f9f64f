/**
 * Premiere cards that answer a card draw or a report, replace a death, or put a deck in order
 * (issue 15, premiere-windows): Subspace Schism, Energy Vortex, Thought Maker, Genetronic Replicator.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen; END OF TURN (DRAW A CARD); REPORTING FOR DUTY; YOUR NORMAL CARD PLAY;
 *   MISCELLANEOUS RULES › LOOKING AT CARDS; GETTING HURT › KILLED OR DESTROYED.
 * given (a play-phase scene) / when (commands) / then (the facts, the state, the refusals).
 */
import { check } from '../decide';
import { legalCommands } from '../legal';
import { conservationViolations } from '../invariants';
import { ofType, runAttempt, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameState, PlayerId } from '../types';
import { redactEvent } from '../view';
import { cardsIn, Z } from '../zones';
import { playCard as play, report } from '../testing/commands';

const end = (actor: PlayerId = 'p1'): Command => ({ type: 'EndTurn', actor });
const explicit = (state: GameState, player: PlayerId = 'p2'): GameState => run(state, [{ type: 'SetAutoPass', actor: player, on: false }]).state;

describe('101_138 Subspace Schism (response to either player’s card draw: that card is discarded and its player draws again)', () => {
  it('p1 ends the turn and draws; p2 (passing explicitly) is offered a window on the draw deck, not on the card, and plays Schism: the card just drawn is discarded and p1 draws the next one', () => {
    const built = scene({ missions: ['Excavation'], opponentHand: ['Subspace Schism'] });
    const schism = built.ids.opponentHand[0]!;
    const [first, second] = cardsIn(built.state, Z.draw('p1')) as [string, string];
    const drawn = run(explicit(built.state), [end()]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p1', [first]]]);
    expect(drawn.state.windows).toEqual([{ action: 'card-drawn', card: Z.draw('p1'), by: 'p1', player: 'p2' }]);
    expect(legalCommands(drawn.state, 'p2')).toContainEqual(play(schism, 'p1', 'p2'));
    const answered = run(drawn.state, [play(schism, 'p1', 'p2')]);
    expect(ofType(answered.events, 'CardMoved').filter((e) => e.to === Z.discard('p1')).map((e) => e.card)).toEqual([first]);
    expect(ofType(answered.events, 'CardsDrawn').map((e) => [e.player, e.cards, e.reason])).toEqual([['p1', [second], 'card-effect']]);
    expect(answered.state.cards[second]!.zone).toBe(Z.hand('p1'));
    expect(answered.state.cards[schism]!.zone).toBe(Z.discard('p2'));
    // The re-draw is a card draw of its own: p2 may answer it too.
    expect(answered.state.windows).toEqual([{ action: 'card-drawn', card: Z.draw('p1'), by: 'p1', player: 'p2' }]);
    const passed = run(answered.state, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(passed.state.windows).toEqual([]);
    expect(passed.state.cards[second]!.zone).toBe(Z.hand('p1'));
  });
  it('with both players on automatic pass no draw window opens; outside a draw window Schism is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'], opponentHand: ['Subspace Schism'] });
    const schism = built.ids.opponentHand[0]!;
    const ended = run(built.state, [end()]);
    expect(ofType(ended.events, 'ResponseWindowOpened')).toEqual([]);
    expect(ended.state.windows ?? []).toEqual([]);
    expect(refused(ended.state, play(schism, 'p1', 'p2'))).toBe('INVALID_TARGET');
    // In the window after a card played (not a draw) it is no valid response.
    const opened = run(explicit(built.state), [play(built.ids.hand[0]!, 'p2')]).state;
    expect(refused(opened, play(schism, 'p1', 'p2'))).toBe('NOT_A_VALID_RESPONSE');
  });
});

describe('101_115 Energy Vortex (response to a non-Interrupt card the opponent just played or reported: back to hand, a different card must be played)', () => {
  function reportScene() {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER' }, { skills: 'SCIENCE' }], opponentHand: ['Energy Vortex'] });
    const [outpost, officer, scientist] = built.ids.hand as [string, string, string];
    const state = explicit(moved(built.state, [[outpost, Z.space('L1')]]));
    return { state, outpost, officer, scientist, vortex: built.ids.opponentHand[0]! };
  }
  it('a personnel reported: p2 answers the report window; it returns to hand, the card play comes back, it may not report again, the turn does not end until another card uses the play', () => {
    const { state, outpost, officer, scientist, vortex } = reportScene();
    const reported = run(state, [report(officer, outpost)]);
    expect(reported.state.windows).toEqual([{ action: 'card-reported', card: officer, by: 'p1', player: 'p2', normalCardPlay: true }]);
    expect(legalCommands(reported.state, 'p2')).toContainEqual(play(vortex, officer, 'p2'));
    const answered = run(reported.state, [play(vortex, officer, 'p2')]);
    expect(answered.state.cards[officer]!.zone).toBe(Z.hand('p1'));
    expect(ofType(answered.events, 'NormalCardPlayRestored').map((e) => e.player)).toEqual(['p1']);
    expect(ofType(answered.events, 'PlayAnotherRequired').map((e) => [e.player, e.card])).toEqual([['p1', officer]]);
    expect(answered.state.turn!.normalCardPlayUsed).toBe(false);
    expect(answered.state.windows).toEqual([]);
    expect(refused(answered.state, report(officer, outpost))).toBe('RETURNED_CARD');
    // legalCommands agrees with the check: the returned card is not offered again, the other one is (a bot game found the offer).
    expect(legalCommands(answered.state, 'p1')).not.toContainEqual(report(officer, outpost));
    expect(legalCommands(answered.state, 'p1')).toContainEqual(report(scientist, outpost));
    expect(refused(answered.state, end())).toBe('CARD_PLAY_OWED');
    const other = run(answered.state, [report(scientist, outpost), { type: 'PassResponse', actor: 'p2' }, end()]);
    expect(other.state.cards[scientist]!.zone).toBe(Z.aboard(outpost));
    expect(ofType(other.events, 'TurnEnded').map((e) => e.player)).toEqual(['p1']);
  });
  it('with no other card that could use the play (only an Interrupt left), the turn may end', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER' }, 'The Juggler'], opponentHand: ['Energy Vortex'] });
    const [outpost, officer] = built.ids.hand as [string, string, string];
    const state = explicit(moved(built.state, [[outpost, Z.space('L1')]]));
    const answered = run(state, [report(officer, outpost), play(built.ids.opponentHand[0]!, officer, 'p2')]);
    expect(answered.state.cards[officer]!.zone).toBe(Z.hand('p1'));
    // The Juggler is an Interrupt: it does not use the card play, so nothing else could.
    expect(refused(answered.state, end())).toBeNull();
  });
  it('an event just played (Kivas Fajo - Collector) returns to hand and may not be played again this turn; p1’s own report is no target for p1', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector'], opponentHand: ['Energy Vortex'] });
    const kivas = built.ids.hand[0]!;
    const answered = run(explicit(built.state), [play(kivas, 'p1'), play(built.ids.opponentHand[0]!, kivas, 'p2')]);
    expect(ofType(answered.events, 'PlayNullified').map((e) => e.card)).toEqual([kivas]);
    expect(answered.state.cards[kivas]!.zone).toBe(Z.hand('p1'));
    expect(refused(answered.state, play(kivas, 'p1'))).toBe('RETURNED_CARD');
    // p1 holding the Vortex in its own window after its own report: no target.
    const own = scene({ missions: ['Excavation'], hand: ['Federation Outpost', { skills: 'OFFICER' }, 'Energy Vortex'] });
    const [outpost, officer, vortex] = own.ids.hand as [string, string, string];
    const mine = run(explicit(explicit(moved(own.state, [[outpost, Z.space('L1')]]), 'p1')), [report(officer, outpost), { type: 'PassResponse', actor: 'p2' }]);
    expect(mine.state.windows).toEqual([{ action: 'card-reported', card: officer, by: 'p1', player: 'p1', normalCardPlay: true }]);
    expect(refused(mine.state, play(vortex, officer))).toBe('INVALID_TARGET');
  });
});

describe('101_005 Thought Maker (artifact played once as an interrupt: look at the opponent’s draw deck, then put it in any order)', () => {
  it('p1 looks, then must put p2’s deck in order before anything else; only p1 sees the new order', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Thought Maker'] });
    const deck = [...cardsIn(built.state, Z.draw('p2'))];
    const looked = run(built.state, [play(built.ids.hand[0]!)]);
    expect(ofType(looked.events, 'CardsShown').map((e) => [e.to, e.zone, e.cards.map((c) => c.iid)])).toEqual([['p1', Z.draw('p2'), deck]]);
    expect(ofType(looked.events, 'ArrangementAwaited').map((e) => [e.player, e.zone])).toEqual([['p1', Z.draw('p2')]]);
    expect(looked.state.awaiting).toEqual([{ player: 'p1', kind: 'arrange-cards', options: [Z.draw('p2')] }]);
    expect(refused(looked.state, end())).toBe('AWAITING_ARRANGEMENT');
    expect(legalCommands(looked.state, 'p1')).toEqual([{ type: 'ArrangeCards', actor: 'p1', order: deck }, { type: 'Concede', actor: 'p1' }]);
    const reversed = [...deck].reverse();
    expect(refused(looked.state, { type: 'ArrangeCards', actor: 'p2', order: reversed })).toBe('NOT_YOUR_DECISION');
    expect(refused(looked.state, { type: 'ArrangeCards', actor: 'p1', order: reversed.slice(1) })).toBe('INVALID_ORDER');
    expect(refused(looked.state, { type: 'ArrangeCards', actor: 'p1', order: [reversed[0]!, ...reversed.slice(0, -1)] })).toBe('INVALID_ORDER');
    const arranged = run(looked.state, [{ type: 'ArrangeCards', actor: 'p1', order: reversed }]);
    expect(cardsIn(arranged.state, Z.draw('p2'))).toEqual(reversed);
    expect(arranged.state.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
    expect(refused(arranged.state, end())).toBeNull();
    const fact = ofType(arranged.events, 'CardsArranged')[0]!;
    expect(redactEvent(looked.state, fact, { player: 'p1' })).toEqual(fact);
    expect(redactEvent(looked.state, fact, { player: 'p2' })).toEqual({ type: 'CardsArranged', player: 'p1', zone: Z.draw('p2'), count: deck.length, source: fact.source, rule: fact.rule });
  });
  it('with one card or none in the opponent’s deck there is nothing to put in order', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Thought Maker'] });
    const deck = cardsIn(built.state, Z.draw('p2'));
    const thin = moved(built.state, deck.slice(1).map((iid) => [iid, Z.discard('p2')] as [string, string]));
    const looked = run(thin, [play(built.ids.hand[0]!)]);
    expect(ofType(looked.events, 'CardsShown')).toHaveLength(1);
    expect(ofType(looked.events, 'ArrangementAwaited')).toEqual([]);
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says NOTHING_TO_ARRANGE
    expect(refused(looked.state, { type: 'ArrangeCards', actor: 'p1', order: [deck[0]!] })).toBe('CARD_NOT_SEEN');
    expect(check(looked.state, { type: 'ArrangeCards', actor: 'p1', order: [deck[0]!] })?.code).toBe('NOTHING_TO_ARRANGE');
  });
});

describe('101_076 Genetronic Replicator (event on your table: a personnel of yours about to die goes to hand instead, stopping two MEDICAL present who are not dying)', () => {
  const MEDICS = [{ skills: 'MEDICAL' }, { skills: 'MEDICAL' }, { skills: 'MEDICAL' }];
  function armus(team: readonly { skills: string }[], replicator = true) {
    const built = scene({ missions: ['Excavation', 'Relief Mission'], seeds: ['Armus - Skin of Evil'], awayTeam: team, hand: ['Genetronic Replicator'] });
    const state = replicator ? moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]) : built.state;
    return { built, ...runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' }) };
  }
  it('played as the normal card play, it stays on the table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Genetronic Replicator'] });
    const played = run(built.state, [play(built.ids.hand[0]!)]);
    expect(played.state.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
    expect(played.state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('Armus picks one of three MEDICAL: the two others are stopped and the victim returns to hand, not to the discard pile', () => {
    const { built, events, state } = armus(MEDICS);
    const victim = ofType(events, 'RandomCardsSelected')[0]!.outcome[0]!;
    const others = built.ids.awayTeam.filter((iid) => iid !== victim);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    expect(state.cards[victim]!.zone).toBe(Z.hand('p1'));
    expect(ofType(events, 'CardStopped').map((e) => e.card).filter((iid) => others.includes(iid)).sort()).toEqual([...others].sort());
  });
  it('with only one other MEDICAL present, or without the Replicator, the victim dies', () => {
    const few = armus([{ skills: 'MEDICAL' }, { skills: 'MEDICAL' }]);
    const victim = ofType(few.events, 'RandomCardsSelected')[0]!.outcome[0]!;
    expect(ofType(few.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual([victim]);
    expect(few.state.cards[victim]!.zone).toBe(Z.discard('p1'));
    const none = armus(MEDICS, false);
    expect(ofType(none.events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toHaveLength(1);
  });
  it('MEDICAL who die in the same action do not help: Barclay’s Protomorphosis Disease kills all three', () => {
    const built = scene({ missions: ['Excavation', 'Relief Mission'], seeds: ["Barclay's Protomorphosis Disease"], awayTeam: MEDICS, hand: ['Genetronic Replicator'] });
    const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
    const { events } = runAttempt(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card).sort()).toEqual([...built.ids.awayTeam].sort());
  });
});

describe('101_116 Escape Pod (interrupt played on a ship of yours being destroyed: the crew waits in the pod until a ship of yours there rescues them; then discarded)', () => {
  function destroyed(hand: string[]) {
    const built = scene({ missions: ['Study Stellar Collision'], seeds: ['Cosmic String Fragment'], ship: ship(), crew: [{ skills: 'OFFICER' }, { skills: 'SECURITY' }], hand: [...hand, ship({ title: 'Rescuer' }) as never] });
    const run1 = runAttempt(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: built.ids.ship! });
    return { built, ...run1 };
  }
  it('Cosmic String Fragment destroys the ship: Escape Pod is played atop the location and the crew goes aboard it; p1’s ship arriving there rescues them and the pod is discarded', () => {
    const { built, events, state } = destroyed(['Escape Pod']);
    const [pod, rescuer] = built.ids.hand as [string, string];
    expect(ofType(events, 'CardPlayed').map((e) => [e.card, e.to])).toEqual([[pod, Z.atop('L1')]]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed')).toEqual([]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'destroyed').map((e) => e.card)).toEqual([built.ids.ship]);
    expect(cardsIn(state, Z.aboard(pod))).toEqual(built.ids.crew);
    // The pod atop the location is a place for the crew it saved: no conservation problem (invariants.ts; random game 183).
    expect(conservationViolations(state)).toEqual([]);
    const activate: Command = { type: 'ActivateCard', actor: 'p1', card: pod, ability: 'rescue', target: rescuer };
    // No ship of p1 at the location yet: nobody to rescue them.
    expect(refused(state, activate)).toBe('INVALID_TARGET');
    const arrived = moved(state, [[rescuer, Z.space('L1')]]);
    expect(legalCommands(arrived, 'p1')).toContainEqual(activate);
    // The opponent cannot use the pod (not theirs).
    expect(refused(arrived, { ...activate, actor: 'p2' })).toBe('NOT_USABLE');
    const rescued = run(arrived, [activate]);
    expect(cardsIn(rescued.state, Z.aboard(rescuer))).toEqual(built.ids.crew);
    expect(rescued.state.cards[pod]!.zone).toBe(Z.discard('p1'));
  });
  it('without an Escape Pod in hand the crew dies with the ship', () => {
    const { built, events, state } = destroyed([]);
    expect(ofType(events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual(built.ids.crew);
    expect(built.ids.crew.map((iid) => state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
  });
});
