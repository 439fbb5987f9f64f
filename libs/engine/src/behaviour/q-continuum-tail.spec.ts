/**
 * Issue 15 (helper tail5): the long tail of the Q-Continuum, Premiere and film event/interrupt/objective lists.
 * given / when / then scenarios, each with the path where the card applies and where it does not.
 */
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { moved, play as run } from '../testing/scenario';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { checkUniqueness } from '../play';
import { blueprintOf } from '../card-facts';
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

/**
 * Arbiter of Succession (105_033) and Klingon Painstik (105_036) (behaviour/succession-duels.ts; host-killed.ts).
 * 1E rulebook › BATTLE › PERSONNEL BATTLE; TIES; LEAVING PLAY › bonus point box; PLAYING A CARD.
 * given (p1's Away Team of Klingon leaders on L1 — STRENGTH 8, 6, 4 — and a stronger Klingon ENGINEER, no leader; Klingon
 * Civil War on p2's table) / when (p1 plays Arbiter on the two strongest; Reman Sacrifice kills the winner; Painstik either
 * way) / then (the loser dies, the winner is stopped and carries Arbiter, p1 scores 10, the Civil War is nullified; killed,
 * the 10 pass to p2; Painstik takes Arbiter back with its points, or bars the dead personnel from reporting again).
 */
describe('105_033 Arbiter of Succession and 105_036 Klingon Painstik', () => {
  const klingon = (title: string, s: number, skills = 'OFFICER', ch: string[] = []): PersonSpec => ({ title, s, skills, affiliation: 'Klingon', universal: false, ch });
  function given(strengths: readonly [number, number, number] = [8, 6, 4]) {
    const built = scene({
      missions: ['Excavation'],
      awayTeam: [klingon('Strong', strengths[0], 'OFFICER', ['Reman']), klingon('Second', strengths[1]), klingon('Weak', strengths[2]), klingon('Brute', 12, 'ENGINEER')],
      hand: ['Arbiter of Succession', 'Klingon Painstik', 'Klingon Painstik', 'Reman Sacrifice', klingon('Second', 5)],
      opponentHand: ['Klingon Civil War', klingon('Second', 5)],
    });
    const [strong, second, weak] = built.ids.awayTeam as [string, string, string];
    const [arbiter, painstik, painstik2, sacrifice, secondCopy] = built.ids.hand as [string, string, string, string, string];
    const [civilWar, theirSecond] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[civilWar, Z.table('p2')]]);
    return { state, strong, second, weak, arbiter, painstik, painstik2, sacrifice, secondCopy, civilWar, theirSecond };
  }
  const pairs = (state: GameState, arbiter: string) => legalCommands(state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === arbiter).map((command) => (command as { target?: string }).target);
  const score = (state: GameState) => ({ p1: state.score.p1.bonus, p2: state.score.p2.bonus });

  it('applies: the two strongest leaders fight — the loser dies, the winner is stopped and carries Arbiter; p1 scores 10; Klingon Civil War is nullified', () => {
    const g = given();
    expect(pairs(g.state, g.arbiter)).toEqual([`${g.strong}+${g.second}`]);
    const after = run(g.state, [{ type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]).state;
    expect(after.cards[g.second]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[g.strong]).toMatchObject({ zone: Z.surface('L1'), stopped: true });
    expect(after.cards[g.arbiter]!.zone).toBe(Z.on(g.strong));
    expect(after.cards[g.weak]!.zone).toBe(Z.surface('L1'));
    expect(score(after)).toEqual({ p1: 10, p2: 0 });
    expect(after.cards[g.civilWar]!.zone).toBe(Z.discard('p2'));
  });
  it('applies: killed later, the winner takes the 10 points over to the opponent', () => {
    const g = given();
    const won = run(g.state, [{ type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]).state;
    const after = run(won, [{ type: 'PlayCard', actor: 'p1', card: g.sacrifice, target: g.strong }]).state;
    expect(after.cards[g.strong]!.zone).toBe(Z.discard('p1'));
    expect(score(after)).toEqual({ p1: 0, p2: 10 });
  });
  it('a tie for second strongest: p1 picks between the tied pairs (1E rulebook › TIES)', () => {
    const g = given([8, 6, 6]);
    expect(pairs(g.state, g.arbiter)).toEqual([`${g.strong}+${g.second}`, `${g.strong}+${g.weak}`]);
  });
  it('does not apply: equal STRENGTH — nobody dies, nothing is scored, Arbiter is discarded and the Civil War stays', () => {
    const g = given([7, 7, 4]);
    const after = run(g.state, [{ type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]).state;
    expect([after.cards[g.strong]!.zone, after.cards[g.second]!.zone]).toEqual([Z.surface('L1'), Z.surface('L1')]);
    expect(after.cards[g.arbiter]!.zone).toBe(Z.discard('p1'));
    expect(score(after)).toEqual({ p1: 0, p2: 0 });
    expect(after.cards[g.civilWar]!.zone).toBe(Z.table('p2'));
  });
  it('does not apply: a single Klingon leader at a location offers no pair', () => {
    const g = given();
    const alone = moved(g.state, [[g.second, Z.discard('p1')], [g.weak, Z.discard('p1')]]);
    expect(pairs(alone, g.arbiter)).toEqual([]);
  });
  it('Painstik, first way: Arbiter returns to p1\'s hand and its 10 points are lost; with no Arbiter of p1 in play it has no target', () => {
    const g = given();
    expect(legalCommands(g.state, 'p1').filter((command) => command.type === 'PlayCard' && command.card === g.painstik && command.mode === undefined)).toEqual([]);
    const won = run(g.state, [{ type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]).state;
    const after = run(won, [{ type: 'PlayCard', actor: 'p1', card: g.painstik, target: g.arbiter }]).state;
    expect(after.cards[g.arbiter]!.zone).toBe(Z.hand('p1'));
    expect(score(after)).toEqual({ p1: 0, p2: 0 });
  });
  it('Painstik, second way: just after Second died, no player may report Second (any copy) again; without it, a copy may', () => {
    const g = given();
    const killed = run(g.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'PlayCard', actor: 'p1', card: g.arbiter, target: `${g.strong}+${g.second}` }]).state;
    const windowed = passAll(killed, 'p2');
    expect(windowed.windows?.at(-1)).toMatchObject({ action: 'personnel-killed', player: 'p1' });
    expect(checkUniqueness(windowed, 'p1', blueprintOf(windowed, g.secondCopy))).toBeNull();
    const barred = run(windowed, [{ type: 'PlayCard', actor: 'p1', card: g.painstik2, mode: 1, target: g.second }]).state;
    const after = passAll(barred);
    expect(after.reportBans).toEqual(['second']);
    expect(checkUniqueness(after, 'p1', blueprintOf(after, g.secondCopy))?.code).toBe('PERSONA_BARRED');
    expect(checkUniqueness(after, 'p2', blueprintOf(after, g.theirSecond))?.code).toBe('PERSONA_BARRED');
  });
});

/** Every open response window passed (only those awaiting `only`, when given). */
function passAll(state: GameState, only?: 'p1' | 'p2'): GameState {
  let current = state;
  for (let guard = 0; guard < 10 && current.windows?.at(-1) && (!only || current.windows.at(-1)!.player === only); guard += 1)
    current = run(current, [{ type: 'PassResponse', actor: current.windows.at(-1)!.player }]).state;
  return current;
}
