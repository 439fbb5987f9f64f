/**
 * Issue 15 (lead): "… OR immediately play an event on table for free" (behaviour/immediate-free-plays.ts).
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 *   1E rulebook › PLAYING "FOR FREE" (not the normal card play; before executing orders); THE CARDS › EVENTS.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { view } from '../view';
import { RULES } from '../rules';
import { Ctx } from '../context';
import { person, scene, type PersonSpec, type Scene } from '../testing/attempt-scene';
import { runWhenReported } from './reports-personnel-b';
import { withDilemmaPlaces } from './dilemma-places';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const play = (card: string, extra: { target?: string; mode?: number } = {}): Command => ({ type: 'PlayCard', actor: 'p1', card, ...extra });
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
function endTurns(state: GameState): GameState {
  const afterP1 = accepted(state, { type: 'EndTurn', actor: 'p1' }).state;
  return accepted(afterP1, { type: 'EndTurn', actor: 'p2' }).state;
}

/**
 * Camp Khitomer placed (a time location, L3) with Ensign Jameson (a temporal agent) on its planet, back at p1's card play
 * with Temporal Almanac, Red Alert! and Static Warp Bubble in hand, and the normal card play spent on Red Alert!.
 */
function agentAtCamp(): { built: Scene; almanac: string; bubble: string; state: GameState } {
  const built = scene({ missions: ['Khitomer Research', 'Excavation'], hand: ['Camp Khitomer', 'Temporal Almanac', 'Red Alert!', 'Static Warp Bubble'], awayTeam: ['Ensign Jameson'] });
  const [camp, almanac, redAlert, bubble] = built.ids.hand as [string, string, string, string];
  const placed = endTurns(accepted(built.state, play(camp, { target: 'L1' })).state);
  const there = moved(placed, [[built.ids.awayTeam[0]!, Z.surface('L3')]]);
  const spent = accepted(there, play(redAlert)).state;
  return { built, almanac, bubble, state: spent };
}

describe('200_023 Temporal Almanac, its other way: immediately play an event on the table for free', () => {
  it('applies: with the normal card play spent, the next event played is free and the free play is used up', () => {
    const { almanac, bubble, state } = agentAtCamp();
    expect(state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(state, play(bubble))).toBeTruthy();
    expect(legalCommands(state, 'p1')).toContainEqual(play(almanac, { mode: 1 }));
    const opened = accepted(state, play(almanac, { mode: 1 }));
    expect(ofType(opened.events, 'ImmediateFreePlayOpened')).toEqual([
      { type: 'ImmediateFreePlayOpened', player: 'p1', source: almanac, filter: { types: ['Event'] }, rule: RULES.playingForFree },
    ]);
    expect(ofType(opened.events, 'CardsDrawn')).toEqual([]);
    expect(legalCommands(opened.state, 'p1')).toContainEqual(play(bubble));
    const free = accepted(opened.state, play(bubble));
    expect(ofType(free.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', card: bubble, rule: RULES.playingForFree }]);
    expect(ofType(free.events, 'CardPlayed')).toEqual([expect.objectContaining({ card: bubble, normalCardPlay: false, rule: RULES.playingForFree })]);
    expect(free.state.immediateFreePlay).toBeUndefined();
    expect(free.state.cards[bubble]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply: any other action first closes it unused; its way is not offered once orders began; once each turn with the draw', () => {
    const { almanac, bubble, state } = agentAtCamp();
    const opened = accepted(state, play(almanac, { mode: 1 })).state;
    const other = accepted(opened, { type: 'BeginOrders', actor: 'p1' });
    expect(ofType(other.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', rule: RULES.playingForFree }]);
    expect(other.state.immediateFreePlay).toBeUndefined();
    expect(refused(other.state, play(bubble))).toBeTruthy();
    // the other way during orders: refused (a free play comes before executing orders); the draw is still allowed there
    const orders = accepted(state, { type: 'BeginOrders', actor: 'p1' }).state;
    expect(refused(orders, play(almanac, { mode: 1 }))).toBe('PLAY_CONDITION');
    expect(legalCommands(orders, 'p1')).not.toContainEqual(play(almanac, { mode: 1 }));
    const drew = accepted(orders, play(almanac));
    expect(ofType(drew.events, 'CardsDrawn')).toHaveLength(1);
    // once each turn across both ways
    const drewFirst = accepted(state, play(almanac)).state;
    const back = moved(drewFirst, [[almanac, Z.hand('p1')]]);
    expect(refused(back, play(almanac, { mode: 1 }))).toBeTruthy();
  });
});

/** p1's two Romulan Outposts at L1 (the first is `post`), with Upexi, Vkruk, Young Shinzon, a Tricorder and two Romulans in hand. */
function outposts() {
  const leader: PersonSpec = { affiliation: 'Romulan', skills: 'OFFICER' };
  const engineer: PersonSpec = { affiliation: 'Romulan', skills: 'ENGINEER' };
  const built = scene({ missions: ['Excavation'], hand: ['Romulan Outpost', 'Romulan Outpost', 'Upexi', 'Vkruk', 'Young Shinzon', 'Tricorder', person(leader), person(engineer)] });
  const [post, other, upexi, vkruk, shinzon, tricorder, officer, plain] = built.ids.hand as [string, string, string, string, string, string, string, string];
  const state = moved(built.state, [
    [post, Z.space('L1')],
    [other, Z.space('L1')],
  ]);
  return { state, post, other, upexi, vkruk, shinzon, tricorder, officer, plain };
}
const reportTo = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });

describe('241_044 Upexi, 241_045 Vkruk, 241_046 Young Shinzon: reported from hand, another card may be played there at once for free', () => {
  it('applies: Upexi reported with the normal card play — a Tricorder reports to the same outpost for free', () => {
    const { state, post, upexi, tricorder } = outposts();
    const reported = accepted(state, reportTo(upexi, post));
    expect(ofType(reported.events, 'ImmediateFreePlayOpened')).toEqual([
      { type: 'ImmediateFreePlayOpened', player: 'p1', source: upexi, filter: { types: ['Equipment'] }, aboard: post, rule: RULES.playingForFree },
    ]);
    expect(reported.state.turn!.normalCardPlayUsed).toBe(true);
    expect(legalCommands(reported.state, 'p1')).toContainEqual(reportTo(tricorder, post));
    const free = accepted(reported.state, reportTo(tricorder, post));
    expect(ofType(free.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', card: tricorder, rule: RULES.playingForFree }]);
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: tricorder, normalCardPlay: false })]);
    expect(free.state.cards[tricorder]!.zone).toBe(Z.aboard(post));
  });
  it('applies with responses between: the opponent answering every window passes the report window, the free play stays open', () => {
    const { state, post, upexi, tricorder } = outposts();
    const asking = accepted(state, { type: 'SetAutoPass', actor: 'p2', on: false, every: true }).state;
    const reported = accepted(asking, reportTo(upexi, post));
    expect(reported.state.windows?.at(-1)).toMatchObject({ action: 'card-reported', player: 'p2' });
    const passed = accepted(reported.state, { type: 'PassResponse', actor: 'p2' });
    expect(ofType(passed.events, 'ImmediateFreePlayClosed')).toEqual([]);
    const free = accepted(passed.state, reportTo(tricorder, post));
    expect(ofType(free.events, 'CardReported')).toEqual([expect.objectContaining({ card: tricorder, normalCardPlay: false })]);
  });
  it('does not apply: not elsewhere ("here"), not a card the text does not name, not after another action', () => {
    const { state, post, other, upexi, vkruk, tricorder, officer, plain } = outposts();
    const reported = accepted(state, reportTo(upexi, post)).state;
    expect(refused(reported, reportTo(tricorder, other))).toBeTruthy();
    expect(refused(reported, reportTo(officer, post))).toBeTruthy();
    const lapsed = accepted(reported, { type: 'BeginOrders', actor: 'p1' });
    expect(ofType(lapsed.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', rule: RULES.playingForFree }]);
    expect(refused(lapsed.state, reportTo(tricorder, post))).toBeTruthy();
    // Vkruk: a Romulan leader (OFFICER or Leadership), not any Romulan
    const withVkruk = accepted(state, reportTo(vkruk, post)).state;
    expect(refused(withVkruk, reportTo(plain, post))).toBeTruthy();
    expect(refused(withVkruk, reportTo(tricorder, post))).toBeTruthy();
    expect(ofType(accepted(withVkruk, reportTo(officer, post)).events, 'CardReported')).toEqual([expect.objectContaining({ card: officer, normalCardPlay: false })]);
  });
  it('Young Shinzon: an equipment or any Romulan personnel; a personnel reported other than from hand opens nothing', () => {
    const { state, post, shinzon, tricorder, plain } = outposts();
    const reported = accepted(state, reportTo(shinzon, post)).state;
    expect(ofType(accepted(reported, reportTo(plain, post)).events, 'CardReported')).toEqual([expect.objectContaining({ card: plain, normalCardPlay: false })]);
    expect(ofType(accepted(reported, reportTo(tricorder, post)).events, 'CardReported')).toEqual([expect.objectContaining({ card: tricorder, normalCardPlay: false })]);
    // reported from the discard pile or downloaded: `whenReported.fromHand` runs nothing (runWhenReported's fromHand false)
    const ctx = new Ctx(moved(state, [[shinzon, Z.aboard(post)]]));
    runWhenReported(ctx, 'p1', shinzon);
    expect(ctx.events).toEqual([]);
  });
});

describe('241_043 Thalpet: reported from hand, her owner may take a discarded card into hand', () => {
  /** p1's Romulan Outpost at L1; Thalpet and a Tricorder in hand; a Medical Kit and a Tricorder in the discard pile. */
  function setUp() {
    const built = scene({ missions: ['Excavation'], hand: ['Romulan Outpost', 'Thalpet', 'Medical Kit', 'Tricorder'] });
    const [post, thalpet, kit, tricorder] = built.ids.hand as [string, string, string, string];
    const state = moved(built.state, [
      [post, Z.space('L1')],
      [kit, Z.discard('p1')],
      [tricorder, Z.discard('p1')],
    ]);
    return { state, post, thalpet, kit, tricorder };
  }
  it('applies: reporting her waits for her owner to pick one card of the discard pile (or none); the pick goes to hand', () => {
    const { state, post, thalpet, kit, tricorder } = setUp();
    const reported = accepted(state, reportTo(thalpet, post));
    expect(ofType(reported.events, 'ChoiceAwaited')).toEqual([expect.objectContaining({ player: 'p1', source: thalpet, options: [kit, tricorder], min: 0, max: 1 })]);
    expect(legalCommands(reported.state, 'p1')).toEqual(
      expect.arrayContaining([
        { type: 'MakeChoice', actor: 'p1', chosen: [kit] },
        { type: 'MakeChoice', actor: 'p1', chosen: [] },
      ]),
    );
    const took = accepted(reported.state, { type: 'MakeChoice', actor: 'p1', chosen: [kit] });
    expect(took.state.cards[kit]!.zone).toBe(Z.hand('p1'));
    expect(took.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: reported other than from hand she opens no choice; with an empty discard pile there is nothing to take', () => {
    const { state, post, thalpet, kit, tricorder } = setUp();
    const ctx = new Ctx(moved(state, [[thalpet, Z.aboard(post)]]));
    runWhenReported(ctx, 'p1', thalpet);
    expect(ctx.events).toEqual([]);
    const empty = moved(state, [
      [kit, Z.out('p1')],
      [tricorder, Z.out('p1')],
    ]);
    const reported = accepted(empty, reportTo(thalpet, post));
    expect(ofType(reported.events, 'ChoiceAwaited')).toEqual([]);
    expect(reported.state.pendingChoice).toBeUndefined();
  });
});

describe('192_021 Military Assault Command Operations: the top three cards revealed, MACO personnel among them report for free', () => {
  const maco = (skills: string): PersonSpec => ({ affiliation: 'Federation', ch: ['MACO'], skills });
  /** p1's Federation Outpost at L1; the event in hand; the draw deck's top three are `top` (in order). */
  function setUp(top: (string | PersonSpec)[]) {
    const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Military Assault Command Operations'], drawTop: top.map((t) => (typeof t === 'string' ? t : person(t))) });
    const [post, macoEvent] = built.ids.hand as [string, string];
    const state = moved(built.state, [[post, Z.space('L1')]]);
    return { state, post, macoEvent, top: state.zones[Z.draw('p1')]!.slice(0, top.length) };
  }
  it('applies: both MACOs revealed report for free, one after the other; the other revealed card goes beneath the deck', () => {
    const { state, post, macoEvent, top } = setUp([maco('SECURITY'), 'Tricorder', maco('MEDICAL')]);
    const [first, tricorder, second] = top as [string, string, string];
    const played = accepted(state, play(macoEvent));
    expect(ofType(played.events, 'CardsShown').map((e) => e.to)).toEqual(['p1', 'p2']);
    expect(ofType(played.events, 'ImmediateFreePlayOpened')).toEqual([expect.objectContaining({ cards: [first, second], revealed: [first, tricorder, second] })]);
    expect(played.state.cards[macoEvent]!.zone).toBe(Z.discard('p1'));
    expect(legalCommands(played.state, 'p1')).toEqual(expect.arrayContaining([reportTo(first, post), reportTo(second, post)]));
    expect(legalCommands(played.state, 'p1')).not.toContainEqual(reportTo(tricorder, post));
    // revealed to both players, the three stay face up on the deck while the free play is open (view.ts › faceUpTops)
    const seen = (state: GameState, viewer: 'p1' | 'p2') => view(state, { player: viewer }).zones[Z.draw('p1')]!.filter((card) => !('hidden' in card)).length;
    expect([seen(played.state, 'p1'), seen(played.state, 'p2'), seen(state, 'p2')]).toEqual([3, 3, 0]);
    const one = accepted(played.state, reportTo(first, post));
    expect(ofType(one.events, 'ImmediateFreePlayUsed')).toEqual([{ type: 'ImmediateFreePlayUsed', player: 'p1', card: first, rule: RULES.playingForFree }]);
    expect(ofType(one.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, normalCardPlay: false })]);
    const two = accepted(one.state, reportTo(second, post));
    expect(ofType(two.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', card: second, rule: RULES.playingForFree }]);
    expect(two.state.cards[second]!.zone).toBe(Z.aboard(post));
    const deck = two.state.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(tricorder);
    expect(two.state.immediateFreePlay).toBeUndefined();
    expect(seen(two.state, 'p2')).toBe(0);
  });
  it('does not apply: another action ends it (the MACO not reported goes beneath the deck too); with no MACO revealed all go beneath at once', () => {
    const { state, post, macoEvent, top } = setUp([maco('SECURITY'), 'Tricorder', maco('MEDICAL')]);
    const [first, tricorder, second] = top as [string, string, string];
    const played = accepted(state, play(macoEvent)).state;
    expect(refused(played, reportTo(tricorder, post))).toBeTruthy();
    const one = accepted(played, reportTo(first, post)).state;
    const other = accepted(one, { type: 'BeginOrders', actor: 'p1' });
    expect(ofType(other.events, 'ImmediateFreePlayClosed')).toEqual([{ type: 'ImmediateFreePlayClosed', player: 'p1', rule: RULES.playingForFree }]);
    expect(other.state.zones[Z.draw('p1')]!.slice(-2)).toEqual([tricorder, second]);
    const none = setUp(['Tricorder', 'Medical Kit', 'Tricorder']);
    const after = accepted(none.state, play(none.macoEvent));
    expect(after.state.immediateFreePlay).toBeUndefined();
    expect(after.state.zones[Z.draw('p1')]!.slice(-3)).toEqual(none.top);
  });
});

describe('192_019 Decontamination: once your [Sta] personnel faced dilemmas at three missions, discard it to score 5 points', () => {
  function setUp(places: readonly string[], affiliation = 'Starfleet') {
    const built = scene({ missions: ['Excavation'], hand: ['Decontamination'] });
    const decon = built.ids.hand[0]!;
    const played = accepted(built.state, play(decon)).state;
    return { decon, played, state: { ...played, dilemmaPlaces: { [`p1|${affiliation}`]: places } } as GameState };
  }
  const use = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'score' });
  it('applies: played for free onto the table; with three missions recorded, discarding it scores its 5 bonus points', () => {
    const { decon, played, state } = setUp(['L1', 'L2', 'L3']);
    expect(played.turn!.normalCardPlayUsed).toBe(false);
    expect(played.cards[decon]!.zone).toBe(Z.table('p1'));
    expect(legalCommands(state, 'p1')).toContainEqual(use(decon));
    const scored = accepted(state, use(decon));
    expect(scored.state.score.p1.bonus).toBe(state.score.p1.bonus + 5);
    expect(scored.state.cards[decon]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: two missions, or three faced by personnel not [Sta]; the record reads the affiliations of those present', () => {
    const two = setUp(['L1', 'L2']);
    expect(refused(two.state, use(two.decon))).toBe('ABILITY_CONDITION');
    const others = setUp(['L1', 'L2', 'L3'], 'Federation');
    expect(refused(others.state, use(others.decon))).toBe('ABILITY_CONDITION');
    // the record: a dilemma encountered with a [Sta] personnel present adds its location once
    const built = scene({ missions: ['Excavation'], awayTeam: ['Phlox'] });
    const encountered = { type: 'DilemmaEncountered', card: 'x', title: 'X', location: 'L1', player: 'p1', team: 'away-team', present: built.ids.awayTeam } as const;
    const once = withDilemmaPlaces(built.state, encountered) as Partial<GameState>;
    expect(once.dilemmaPlaces?.['p1|Starfleet']).toEqual(['L1']);
    expect(withDilemmaPlaces({ ...built.state, ...once } as GameState, encountered)).toEqual({});
  });
});

describe('155_030 Scientific Diplomacy: when you solve its mission, you may place a [TNG] SCIENCE personnel from your discard pile in your point area, worth its INTEGRITY', () => {
  /** Scientific Diplomacy atop Excavation (L1); an archaeologist on the planet; in the discard pile a [TNG] SCIENCE personnel (INTEGRITY 7) and a [TNG] ENGINEER. */
  function setUp() {
    const tng = (skills: string, i: number): Card => ({ ...person({ skills, i }), property: 'TNG' }) as Card;
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER Archaeology' }], hand: ['Scientific Diplomacy', tng('SCIENCE', 7), tng('ENGINEER', 6)] });
    const [diplomacy, scientist, engineer] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [diplomacy, Z.atop('L1')],
      [scientist, Z.discard('p1')],
      [engineer, Z.discard('p1')],
    ]);
    return { state, diplomacy, scientist, engineer };
  }
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  it('applies: the solve waits for the pick among the SCIENCE personnel only; the pick goes to the point area, 7 bonus points', () => {
    const { state, scientist, engineer } = setUp();
    const solved = accepted(state, attempt);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    // (the choice begun inside the attempt is stated again once the attempt is over: choices.ts › awaitPendingChoice)
    expect(solved.state.pendingChoice).toMatchObject({ player: 'p1', options: [scientist], min: 0, max: 1 });
    const placed = accepted(solved.state, { type: 'MakeChoice', actor: 'p1', chosen: [scientist] });
    expect(placed.state.cards[scientist]!.zone).toBe(Z.bonus('p1'));
    expect(ofType(placed.events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 7, bonus: true })]);
    expect(placed.state.cards[engineer]!.zone).toBe(Z.discard('p1'));
  });
  it('does not apply: picking none places nothing; with no [TNG] SCIENCE personnel in the discard pile nothing is asked', () => {
    const { state, scientist, engineer } = setUp();
    const solved = accepted(state, attempt).state;
    const declined = accepted(solved, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(ofType(declined.events, 'PointsScored')).toEqual([]);
    expect(declined.state.cards[scientist]!.zone).toBe(Z.discard('p1'));
    const none = moved(state, [[scientist, Z.out('p1')]]);
    const solvedNone = accepted(none, attempt);
    expect(ofType(solvedNone.events, 'ChoiceAwaited')).toEqual([]);
    expect(solvedNone.state.pendingChoice).toBeUndefined();
    expect(solvedNone.state.cards[engineer]!.zone).toBe(Z.discard('p1'));
  });
});
