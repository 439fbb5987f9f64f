/**
 * Issue 15 (helper tail5): the long tail of the Q-Continuum, Premiere and film event/interrupt/objective lists.
 * given / when / then scenarios, each with the path where the card applies and where it does not.
 */
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import type { GameEvent, GameState } from '../types';
import { Z } from '../zones';

/**
 * Doppelganger (105_022; behaviour/arrived-duplicates.ts). 1E current rulings › Doppelganger.
 * given (p1's ship at L1 with its Jean-Luc Picard aboard, p2's copy of the same card on the planet of L2,
 * Doppelganger in p1's hand) / when (p1 plays it, then flies the ship to L2) / then (p2's copy is discarded;
 * p1's stays) — and not without Doppelganger, with a Clone Machine in play, or for another version of Picard.
 */
describe('105_022 Doppelganger: a duplicate is discarded when a unique personnel moves to its location', () => {
  function given(opts: { doppelganger?: boolean; cloneMachine?: boolean; theirs?: string } = {}) {
    const built = scene({
      missions: ['Excavation', 'Explore Dyson Sphere'],
      ship: ship({ range: 9 }),
      crew: ['101_215'],
      hand: ['Doppelganger', 'Clone Machine'],
      opponentHand: [opts.theirs ?? '101_215'],
    });
    const [doppelganger, clone] = built.ids.hand as [string, string];
    const [theirs] = built.ids.opponentHand as [string];
    const [mine] = built.ids.crew as [string];
    let state: GameState = moved(built.state, [[theirs, Z.surface('L2')], ...(opts.cloneMachine ? ([[clone, Z.table('p2')]] as [string, string][]) : [])]);
    if (opts.doppelganger !== false) state = run(state, [{ type: 'PlayCard', actor: 'p1', card: doppelganger }]).state;
    return { state, ship: built.ids.ship!, mine, theirs, doppelganger };
  }

  it('applies: p1 plays it on the table and flies Picard to L2 — p2\'s copy of Picard there is discarded, p1\'s stays aboard', () => {
    const { state, ship: vessel, mine, theirs, doppelganger } = given();
    expect(state.cards[doppelganger]!.zone).toBe(Z.table('p1'));
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[mine]!.zone).toBe(Z.aboard(vessel));
  });
  it('does not apply: without Doppelganger in play both copies stay', () => {
    const { state, ship: vessel, theirs } = given({ doppelganger: false });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: a Clone Machine in play (anyone\'s) keeps the duplicate', () => {
    const { state, ship: vessel, theirs } = given({ cloneMachine: true });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: another version of the persona (Jean-Luc Picard of First Contact) is not a duplicate', () => {
    const { state, ship: vessel, theirs } = given({ theirs: '109_104' });
    const after = run(state, [{ type: 'Fly', actor: 'p1', ship: vessel, to: 'L2' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
  it('does not apply: no move to another location — the duplicate stays while the ship stays at L1', () => {
    const { state, theirs } = given();
    const after = run(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
    expect(after.cards[theirs]!.zone).toBe(Z.surface('L2'));
  });
});

/**
 * Frigid (105_095; when-cards-played.ts `duringOwnersTurn`/`whileOnTable`, choices.ts fate `held-in-stasis-by-source`,
 * stasis.ts › releaseWhenHolderGone). Q-Flash › "you" the victim (p1), "opponent" the Q-Continuum's owner (p2).
 * given (Frigid face up on p2's table, p1's Away Team of a SECURITY personnel and an ENGINEER on L1, p1 holding Fire
 * Sculptor and a card in p1's discard pile) / when (p1 plays an interrupt during p2's turn; p2 picks or declines) / then
 * (the SECURITY personnel is in stasis under Frigid until Frigid leaves it — nullified by Fire Sculptor here) — and not
 * on p1's own turn, not for a non-SECURITY personnel, and Frigid is discarded when p2 declines.
 */
describe('105_095 Frigid: the next interrupt the victim plays on the owner\'s turn puts a SECURITY personnel in stasis', () => {
  function given(turn: 'p1' | 'p2') {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'SECURITY', title: 'Guard' }, { skills: 'ENGINEER', title: 'Engineer' }],
      hand: ['Fire Sculptor', 'Fire Sculptor', 'Amanda Rogers', 'Kevin Uxbridge'],
      opponentHand: ['Frigid', 'Fire Sculptor'],
    });
    const [guard, engineer] = built.ids.awayTeam as [string, string];
    const [sculptor, second, amanda, spent] = built.ids.hand as [string, string, string, string];
    const [frigid, theirs] = built.ids.opponentHand as [string, string];
    const events: GameEvent[] = [...built.events, ...(turn === 'p2' ? [{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent] : [])];
    const state = moved(evolveAll(events), [
      [frigid, Z.table('p2')],
      [spent, Z.discard('p1')],
    ]);
    return { state, guard, engineer, sculptor, second, amanda, spent, frigid, theirs };
  }
  /** On p2's turn p2 plays Fire Sculptor (a card of p1's discard pile out of play); p1 answers with Amanda Rogers. */
  function answered(setup: ReturnType<typeof given>) {
    const played = run(setup.state, [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'PlayCard', actor: 'p2', card: setup.theirs, mode: 1, target: setup.spent },
    ]).state;
    return run(played, [{ type: 'PlayCard', actor: 'p1', card: setup.amanda, target: setup.theirs }]).state;
  }
  const choices = (state: GameState) => legalCommands(state, 'p2').filter((command) => command.type === 'MakeChoice');

  it('applies: p1 plays an interrupt (Amanda Rogers) on p2\'s turn; p2 may pick only the SECURITY personnel, who is held in stasis under Frigid', () => {
    const setup = given('p2');
    const { guard, engineer, frigid } = setup;
    const played = answered(setup);
    expect(choices(played)).toContainEqual({ type: 'MakeChoice', actor: 'p2', chosen: [guard] });
    expect(choices(played)).not.toContainEqual({ type: 'MakeChoice', actor: 'p2', chosen: [engineer] });
    const held = run(played, [{ type: 'MakeChoice', actor: 'p2', chosen: [guard] }]).state;
    expect(held.cards[frigid]!.zone).toBe(Z.on(guard));
    expect(held.cards[guard]!.stasis).toMatchObject({ source: 'Frigid', heldBy: frigid });
    expect(held.cards[engineer]!.stasis).toBeUndefined();
  });
  it('applies: the stasis lasts while Frigid lies on the personnel (a turn\'s end does not lift it), and ends once Fire Sculptor nullifies Frigid', () => {
    const setup = given('p2');
    const { guard, second, frigid } = setup;
    const held = passAll(run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: [guard] }]).state);
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], held);
    expect(next.cards[guard]!.stasis).toBeDefined();
    const after = passAll(run(next, [{ type: 'PlayCard', actor: 'p1', card: second, mode: 2, target: frigid }]).state);
    expect(after.cards[frigid]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[guard]!.stasis).toBeUndefined();
  });
  it('does not apply: p2 declines — no one is placed in stasis and Frigid is discarded', () => {
    const setup = given('p2');
    const after = run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: [] }]).state;
    expect(after.cards[setup.guard]!.stasis).toBeUndefined();
    expect(after.cards[setup.frigid]!.zone).toBe(Z.discard('p2'));
  });
  it('does not apply: an interrupt p1 plays on p1\'s own turn — no choice, Frigid stays on the table', () => {
    const { state, guard, sculptor, spent, frigid } = given('p1');
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: sculptor, mode: 1, target: spent }]).state;
    expect(choices(after)).toEqual([]);
    expect(after.cards[frigid]!.zone).toBe(Z.table('p2'));
    expect(after.cards[guard]!.stasis).toBeUndefined();
  });
});

/**
 * Amanda's Parents (105_093; when-cards-played.ts `notTargeting`, `targetPlayed`; choices.ts pool `ways`). Q-Flash › "you"
 * the victim (p1), "opponent" the Q-Continuum's owner (p2).
 * given (Amanda's Parents on p2's table, p1 holding Amanda Rogers with three cards in p1's discard pile) / when (on p2's turn
 * p2 plays Fire Sculptor; p1 answers it with Amanda Rogers; p2 takes the way, then picks two) / then (that Amanda Rogers and
 * the two picked are out of play, the third stays) — and nothing when p2 declines, or when Amanda Rogers nullifies a Q-icon
 * card (Scottish Setter).
 */
describe("105_093 Amanda's Parents: each Amanda Rogers the victim plays may go out of play with two cards of their discard pile", () => {
  function given(discards: readonly string[] = ['Kevin Uxbridge', 'Q2', 'Red Alert!']) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [{ skills: 'SECURITY', title: 'Guard' }],
      hand: ['Amanda Rogers', ...discards],
      opponentHand: ["Amanda's Parents", 'Fire Sculptor', 'Scottish Setter'],
    });
    const [guard] = built.ids.awayTeam as [string];
    const [amanda, ...pile] = built.ids.hand as [string, ...string[]];
    const [parents, sculptor, setter] = built.ids.opponentHand as [string, string, string];
    const state = moved(evolveAll([...built.events, { type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent]), [
      [parents, Z.table('p2')],
      ...pile.map((iid) => [iid, Z.discard('p1')] as [string, string]),
    ]);
    return { state, guard, amanda, pile, parents, sculptor, setter };
  }
  function answered(setup: ReturnType<typeof given>) {
    const played = run(setup.state, [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'PlayCard', actor: 'p2', card: setup.sculptor, mode: 1, target: setup.pile[0]! },
    ]).state;
    return run(played, [{ type: 'PlayCard', actor: 'p1', card: setup.amanda, target: setup.sculptor }]).state;
  }

  it('applies: p2 takes the way and picks two — that Amanda Rogers and the two are out of play, the third card stays', () => {
    const setup = given();
    const [kevin, q2, alert] = setup.pile as [string, string, string];
    const asked = answered(setup);
    expect(legalCommands(asked, 'p2')).toContainEqual({ type: 'MakeChoice', actor: 'p2', chosen: ['out-of-play'] });
    const taken = run(asked, [{ type: 'MakeChoice', actor: 'p2', chosen: ['out-of-play'] }]).state;
    expect(taken.cards[setup.amanda]!.zone).toBe(Z.out('p1'));
    const after = passAll(run(taken, [{ type: 'MakeChoice', actor: 'p2', chosen: [kevin, q2] }]).state);
    expect([after.cards[kevin]!.zone, after.cards[q2]!.zone, after.cards[alert]!.zone]).toEqual([Z.out('p1'), Z.out('p1'), Z.discard('p1')]);
    // Amanda Rogers still did her work: Fire Sculptor was nullified, its target stayed in the discard pile until p2 took it.
    expect(after.cards[setup.sculptor]!.zone).toBe(Z.discard('p2'));
  });
  it('applies: with only one other card in the pile, taking the way places it out of play at once', () => {
    const setup = given(['Kevin Uxbridge']);
    const [kevin] = setup.pile as [string];
    const after = run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: ['out-of-play'] }]).state;
    expect([after.cards[setup.amanda]!.zone, after.cards[kevin]!.zone]).toEqual([Z.out('p1'), Z.out('p1')]);
  });
  it('does not apply: p2 declines — Amanda Rogers and the pile stay in the discard pile', () => {
    const setup = given();
    const after = passAll(run(answered(setup), [{ type: 'MakeChoice', actor: 'p2', chosen: [] }]).state);
    expect(after.cards[setup.amanda]!.zone).toBe(Z.discard('p1'));
    expect(setup.pile.map((iid) => after.cards[iid]!.zone)).toEqual(setup.pile.map(() => Z.discard('p1')));
  });
  it('does not apply: Amanda Rogers played to nullify a Q-icon card (Scottish Setter) offers nothing', () => {
    const setup = given();
    const onP1Turn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 } as GameEvent], moved(setup.state, [[setup.setter, Z.on(setup.guard)]]));
    const after = run(onP1Turn, [{ type: 'PlayCard', actor: 'p1', card: setup.amanda, mode: 1, target: setup.setter }]).state;
    expect(legalCommands(after, 'p2').filter((command) => command.type === 'MakeChoice')).toEqual([]);
    expect(after.cards[setup.amanda]!.zone).toBe(Z.discard('p1'));
  });
});

/**
 * Are These Truly Your Friends, Brother? (105_104; q-cards.ts `discard-pile-above-team`, `random-discard-gift`). The Q dilemma
 * (101_044) under Excavation starts the Q-Flash; p2 names the top cards of the Q-Continuum (the card first).
 * given (p1's Away Team of one, p1's discard pile) / when (p1 attempts; p2 names the Q-Flash's top cards) / then (a card of
 * p1's discard pile at random: with a numbered point box (Kevin Uxbridge, 0; Klingon Death Yell, 5) given to p2 who scores
 * it; without one, out of play) — and nothing when the pile holds no more cards than the team has personnel.
 */
describe('105_104 Are These Truly Your Friends, Brother?: a random card of the discard pile given to the opponent or placed out of play', () => {
  function flash(discard: readonly string[], team: readonly PersonSpec[] = [{ skills: 'OFFICER' }]) {
    const built = scene({ missions: ['Excavation', 'Reported Activity'], seeds: ['Q'], awayTeam: team, hand: discard, opponentHand: ['Are These Truly Your Friends, Brother?', 'Q-Flash'] });
    const [card, doorway] = built.ids.opponentHand as [string, string];
    const setUp: GameEvent[] = [
      { type: 'CardMoved', card, from: Z.hand('p2'), to: Z.side('p2'), faceUp: false, reason: 'scene' },
      { type: 'CardMoved', card: doorway, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
      ...built.ids.hand.map((iid): GameEvent => ({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' })),
    ];
    const attempt = run(evolveAll(setUp, built.state), [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]);
    const choice = ofType(attempt.events, 'DilemmaChoiceRequested')[0]!;
    const after = run(attempt.state, [{ type: 'ChooseForDilemma', actor: 'p2', chosen: choice.choice.options.slice(0, choice.choice.pick) }]);
    return { pile: built.ids.hand, card, state: after.state, events: [...attempt.events, ...after.events] };
  }
  const selected = (events: readonly GameEvent[]) => ofType(events, 'RandomCardsSelected').find((event) => event.purpose === 'Are These Truly Your Friends, Brother?');

  it('applies: a card with a numbered point box (Klingon Death Yell, 5) is given to p2, who scores 5 bonus points', () => {
    const { pile, card, state, events } = flash(['Klingon Death Yell', 'Klingon Death Yell']);
    expect(selected(events)).toEqual(expect.objectContaining({ candidates: pile }));
    const gift = selected(events)!.outcome[0]!;
    expect(state.cards[gift]!.zone).toBe(Z.bonus('p2'));
    expect(ofType(events, 'PointsScored').filter((event) => event.source === card)).toEqual([expect.objectContaining({ player: 'p2', points: 5, bonus: true })]);
  });
  it('applies: a point box of 0 is still a number — Kevin Uxbridge goes to p2 (0 points)', () => {
    const { card, state, events } = flash(['Kevin Uxbridge', 'Kevin Uxbridge']);
    expect(state.cards[selected(events)!.outcome[0]!]!.zone).toBe(Z.bonus('p2'));
    expect(ofType(events, 'PointsScored').filter((event) => event.source === card)).toEqual([expect.objectContaining({ player: 'p2', points: 0 })]);
  });
  it('applies: a card without a point box (Red Alert!) is placed out of play; nobody scores', () => {
    const { card, state, events } = flash(['Red Alert!', 'Red Alert!']);
    expect(state.cards[selected(events)!.outcome[0]!]!.zone).toBe(Z.out('p1'));
    expect(ofType(events, 'PointsScored').filter((event) => event.source === card)).toEqual([]);
  });
  it('does not apply: two cards in the pile and two personnel in the Away Team — nothing is examined', () => {
    const { pile, state, events } = flash(['Klingon Death Yell', 'Klingon Death Yell'], [{ skills: 'OFFICER' }, { skills: 'SCIENCE' }]);
    expect(selected(events)).toBeUndefined();
    expect(pile.map((iid) => state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1')]);
  });
});

/** Every open response window passed, whoever it waits for. */
function passAll(state: GameState): GameState {
  let current = state;
  for (let guard = 0; guard < 10 && current.windows?.at(-1); guard += 1) current = run(current, [{ type: 'PassResponse', actor: current.windows.at(-1)!.player }]).state;
  return current;
}
