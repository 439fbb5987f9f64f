/**
 * Issue 15 (helper plays): plays on the opponent's turn as they report personnel (out-of-turn-plays.ts) —
 * 249_003 Superior Surgical Techniques.
 *   1E rulebook › THE CARDS (a card's text overrides the rules); PLAYING "FOR FREE"; DOWNLOADING; REPORTING FOR DUTY.
 * given (p2's turn 2: p1's incident on p1's table, a Vidiian outpost of p1 and a Federation outpost of p2 at L1, p2 having
 * reported `already` personnel this turn) / when (p2 reports one more; p1 reports or plays) / then (the free play opened,
 * the card's zone, the refusal's code).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { legalCommandsByCheck } from '../testing/legal-oracle';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function outpostOf(affiliation: string, id: string): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id, title: `${affiliation} Test Outpost ${id}`, affiliations: [affiliation as never] };
}

/**
 * p1: Superior Surgical Techniques on the table, a Vidiian outpost at L1, in hand a Vidiian personnel and an event;
 * p2: an outpost at L1, six personnel in hand; `already` of them counted as reported this turn. Unless `mixed`, every
 * personnel of p1 is Vidiian (one Federation one otherwise).
 */
function techniquesScene(already: number, mixed = false) {
  const built = scene({
    missions: ['Excavation'],
    hand: ['249_003', outpostOf('Vidiian', 't_vid_post'), person({}), 'Red Alert!', 'Subspace Warp Rift'],
    opponentHand: [outpostOf('Federation', 't_fed_post'), person({}), person({}), person({}), person({}), person({}), person({})],
  });
  const [techniques, vidPost, vidiian, event, rift] = built.ids.hand as [string, string, string, string, string];
  const [fedPost, ...theirs] = built.ids.opponentHand as [string, ...string[]];
  const moved = evolveAll(
    [
      { type: 'CardMoved', card: techniques, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: vidPost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      { type: 'CardMoved', card: fedPost, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'test' },
      ...theirs.slice(0, already).map((card) => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.aboard(fedPost), faceUp: true, reason: 'test' })),
      { type: 'TurnBegan', player: 'p2', number: 2 },
    ] as GameEvent[],
    built.state,
  );
  const blueprints = { ...moved.blueprints };
  const mine = Object.values(moved.cards).filter((instance) => instance.owner === 'p1' && blueprints[instance.blueprint]!.type === 'Personnel');
  mine.forEach((instance, index) => {
    if (!mixed || index > 0) blueprints[instance.blueprint] = { ...blueprints[instance.blueprint]!, affiliations: ['Vidiian' as never] };
  });
  const state: GameState = { ...moved, blueprints, turn: { ...moved.turn!, reported: theirs.slice(0, already) } };
  const deck = moved.zones[Z.draw('p1')]!;
  return { state, techniques, vidPost, vidiian, event, rift, fedPost, next: theirs[already]!, afterNext: theirs[already + 1]!, deck };
}

const theyReport = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p2', card, facility });
const iReport = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
const iPlay = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card });
/** p2 reports one more personnel, its normal card play given back first (as a free report would leave it). */
function oneMore(state: GameState, card: string, facility: string) {
  return accepted({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, theyReport(card, facility));
}

describe('249_003 Superior Surgical Techniques: plays on the opponent\'s turn at their third, fourth and fifth personnel, while you play only Vidiians', () => {
  it('their third personnel: you may report a Vidiian personnel at once, on their turn, without using any card play', () => {
    const s = techniquesScene(2);
    const after = oneMore(s.state, s.next, s.fedPost);
    expect(ofType(after.events, 'ImmediateFreePlayOpened')).toEqual([expect.objectContaining({ player: 'p1', source: s.techniques, outOfTurn: true })]);
    // Only a Vidiian personnel: the event in hand is not admitted.
    expect(refused(after.state, iPlay(s.event))).toBe('NOT_YOUR_TURN');
    expect(legalCommands(after.state, 'p1')).toContainEqual(iReport(s.vidiian, s.vidPost));
    expect(legalCommands(after.state, 'p1')).not.toContainEqual(iPlay(s.event));
    const reported = accepted(after.state, iReport(s.vidiian, s.vidPost));
    expect(reported.state.cards[s.vidiian]!.zone).toBe(Z.aboard(s.vidPost));
    expect(ofType(reported.events, 'CardReported')).toEqual([expect.objectContaining({ player: 'p1', normalCardPlay: false })]);
    expect(reported.state.immediateFreePlay).toBeUndefined();
    // p2's own card play is untouched by it, and a second report of p1 is refused: it is not p1's turn.
    expect(refused(reported.state, iReport(s.deck[0]!, s.vidPost))).not.toBeNull();
  });
  it('their second personnel opens nothing; nor does their third while one of your personnel is not Vidiian', () => {
    const second = techniquesScene(1);
    const after = oneMore(second.state, second.next, second.fedPost);
    expect(ofType(after.events, 'ImmediateFreePlayOpened')).toEqual([]);
    expect(refused(after.state, iReport(second.vidiian, second.vidPost))).toBe('NOT_YOUR_TURN');
    expect(legalCommands(after.state, 'p1')).not.toContainEqual(iReport(second.vidiian, second.vidPost));
    const mixed = techniquesScene(2, true);
    expect(ofType(oneMore(mixed.state, mixed.next, mixed.fedPost).events, 'ImmediateFreePlayOpened')).toEqual([]);
  });
  it('the play answers their report only: their next action closes it unused', () => {
    const s = techniquesScene(2);
    const after = oneMore(s.state, s.next, s.fedPost);
    const moved = accepted(after.state, { type: 'EndTurn', actor: 'p2' });
    expect(ofType(moved.events, 'ImmediateFreePlayClosed')).toEqual([expect.objectContaining({ player: 'p1' })]);
    expect(moved.state.immediateFreePlay).toBeUndefined();
  });
  it('their fourth personnel: you may play any card (here an event) on their turn', () => {
    const s = techniquesScene(3);
    const after = oneMore(s.state, s.next, s.fedPost);
    expect(ofType(after.events, 'ImmediateFreePlayOpened')).toEqual([expect.objectContaining({ player: 'p1', filter: {} })]);
    expect(legalCommands(after.state, 'p1')).toContainEqual(iPlay(s.event));
    const played = accepted(after.state, iPlay(s.event));
    expect(ofType(played.events, 'CardPlayed')).toEqual([expect.objectContaining({ player: 'p1', card: s.event, normalCardPlay: false })]);
  });
  it('their fifth personnel (and a sixth): any card, or a Vidiian personnel straight from your draw deck instead — one of them', () => {
    const s = techniquesScene(4);
    const after = oneMore(s.state, s.next, s.fedPost);
    const open = ofType(after.events, 'ImmediateFreePlayOpened')[0]!;
    expect(open).toEqual(expect.objectContaining({ player: 'p1', orHand: true, cards: s.deck }));
    const downloaded = accepted(after.state, iReport(s.deck[0]!, s.vidPost));
    expect(downloaded.state.cards[s.deck[0]!]!.zone).toBe(Z.aboard(s.vidPost));
    expect(downloaded.state.immediateFreePlay).toBeUndefined();
    expect(refused(downloaded.state, iPlay(s.event))).toBe('NOT_YOUR_TURN');
    // The sixth opens it again ("or more"); the hand card is admitted too.
    const sixth = oneMore(downloaded.state, s.afterNext, s.fedPost);
    expect(ofType(sixth.events, 'ImmediateFreePlayOpened')).toHaveLength(1);
    expect(ofType(accepted(sixth.state, iPlay(s.event)).events, 'CardPlayed')).toHaveLength(1);
  });
  // Twentieth session: the gap the plays pass left — a card played onto a target was accepted but not offered.
  it('their fourth personnel: a card played onto a target (an event atop a location) is offered once per target, and played there', () => {
    const s = techniquesScene(3);
    const after = oneMore(s.state, s.next, s.fedPost);
    const onto: Command = { type: 'PlayCard', actor: 'p1', card: s.rift, target: 'L1' };
    const offers = legalCommands(after.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === s.rift);
    expect(offers).toEqual([onto]);
    expect(refused(after.state, iPlay(s.rift))).not.toBeNull();
    expect(accepted(after.state, onto).state.cards[s.rift]!.zone).toBe(Z.atop('L1'));
    // Before the fourth personnel (their third opens only a Vidiian report) it is not offered.
    const third = oneMore(techniquesScene(2).state, s.next, s.fedPost);
    expect(legalCommands(third.state, 'p1').some((command) => command.type === 'PlayCard' && command.card === s.rift)).toBe(false);
  });

  it('legalCommands and the check-by-check oracle agree while such a play is open (the fourth: any card)', () => {
    const s = techniquesScene(3);
    const after = oneMore(s.state, s.next, s.fedPost);
    expect(legalCommands(after.state, 'p1')).toEqual(legalCommandsByCheck(after.state, 'p1'));
  });
});
