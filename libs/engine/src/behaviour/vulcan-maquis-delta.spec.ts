/**
 * Issue 15 (helper dqv): First Edition Vulcan, Maquis and Delta Quadrant cards — each card's path
 * where it applies and where it does not.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING A CARD › ENTERING PLAY (unique
 *   cards); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene) / when (commands through testing/scenario's `play`) / then (the facts,
 * or what every check reads: memberOf).
 */
import type { Card } from '@captains-log/cards';
import { memberOf, requirement } from '../attempt/requirements';
import { ofType, person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { evolveAll } from '../evolve';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { cardsIn, Z } from '../zones';
import { targetsOf } from './targets';
import { shipAttribute } from './ship-modifiers';
import { isCarried } from './carried-ships';

const vulcan: PersonSpec = { affiliation: 'Vulcan', ch: ['Vulcan'], skills: 'OFFICER' };

describe('195_011 IDIC: Power of the High Command (once each turn, a [Sch] card played with four [Vul] personnel in play: draw up to two)', () => {
  function table(vulcans: number) {
    const built = scene({ missions: ['Excavation'], awayTeam: Array.from({ length: vulcans }, () => vulcan), hand: ['195_011', 'Strange New Worlds', 'Strange New Worlds'] });
    const [idic, world, again] = built.ids.hand as [string, string, string];
    return { built, world, again, state: moved(built.state, [[idic, Z.table('p1')]]) };
  }
  const playWorld = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target: 'L1' });
  it('four Vulcans: playing Strange New Worlds ([Sch]) offers none, the top card or the top two; taking two draws them', () => {
    const { state, world } = table(4);
    const after = run(state, [playWorld(world)]);
    const [top, second] = cardsIn(after.state, Z.draw('p1')) as [string, string];
    expect(after.state.pendingChoice?.player).toBe('p1');
    expect(after.state.pendingChoice?.options).toEqual([top, `${top}+${second}`]);
    const drawn = run(after.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [`${top}+${second}`] }]);
    expect(ofType(drawn.events, 'CardsDrawn').map((e) => [e.player, e.cards])).toEqual([['p1', [top, second]]]);
  });
  it('three Vulcans: no draw offered', () => {
    const { state, world } = table(3);
    expect(run(state, [playWorld(world)]).state.pendingChoice ?? null).toBeNull();
  });
});

describe('195_014 The Katra of Surak (Unique.)', () => {
  it('a second copy is refused while one lies on a Vulcan of yours; the first is played', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [vulcan, vulcan], hand: ['195_014', '195_014'] });
    const [first, second] = built.ids.hand as [string, string];
    const [host, other] = built.ids.awayTeam as [string, string];
    const after = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: first, target: host }]);
    expect(after.state.cards[first]!.zone).toBe(Z.on(host));
    expect(refused(after.state, { type: 'PlayCard', actor: 'p1', card: second, target: other })).toBe('NOT_UNIQUE');
  });
});

describe('176_009 Mutual Distrust (on your personnel, naming its Intelligence; once each turn a personnel with another Intelligence played: draw a card; cumulative)', () => {
  const agent = (skill: string): PersonSpec => ({ affiliation: 'Federation', skills: `OFFICER ${skill}` });
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.player === 'p1' && e.reason === 'card-effect').length;
  /** p1's Federation Outpost at L1; two agents there (Obsidian Order, Section 31); `copies` Mutual Distrust on them, naming `named`. */
  function given(copies: 0 | 1 | 2, arriving: PersonSpec) {
    const built = scene({ missions: ['Excavation'], awayTeam: [agent('Obsidian_Order'), agent('Section_31')], hand: ['Federation Outpost', '176_009', '176_009', arriving] });
    const [outpost, first, second, newcomer] = built.ids.hand as [string, string, string, string];
    const [spy, other] = built.ids.awayTeam as [string, string];
    const events: GameEvent[] = [{ type: 'CardMoved', card: outpost, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
    const on: [string, string, string][] = [[first, spy, 'Obsidian Order'], [second, other, 'Section 31']];
    for (const [card, host, option] of on.slice(0, copies))
      events.push({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.on(host), faceUp: true, reason: 'test' }, { type: 'CardOptionSelected', player: 'p1', card, option } as GameEvent);
    return { state: evolveAll(events, built.state), outpost, first, second, newcomer, spy, other };
  }
  it('played on the Obsidian Order agent naming it: the card lies on him with that skill selected; targets are each agent with each Intelligence it has', () => {
    const { state, first, spy, other } = given(0, agent('Tal_Shiar'));
    expect(targetsOf(state, 'p1', { kind: 'your-personnel-and-own-intelligence', onePerHost: true }, first)).toEqual([`${spy}>Obsidian Order`, `${other}>Section 31`]);
    const after = run(state, [{ type: 'PlayCard', actor: 'p1', card: first, target: `${spy}>Obsidian Order` }]);
    expect([after.state.cards[first]!.zone, after.state.selected?.[first]]).toEqual([Z.on(spy), 'Obsidian Order']);
  });
  it('limit one each: a personnel already with a Mutual Distrust on it is no target for another', () => {
    const { state, second, other } = given(1, agent('Tal_Shiar'));
    expect(targetsOf(state, 'p1', { kind: 'your-personnel-and-own-intelligence', onePerHost: true }, second)).toEqual([`${other}>Section 31`]);
  });
  it('applies: a Tal Shiar agent reports — p1 draws a card; with two copies (Obsidian Order, Section 31) p1 draws two', () => {
    const one = given(1, agent('Tal_Shiar'));
    expect(effectDraws(run(one.state, [report(one.newcomer, one.outpost)]).events)).toBe(1);
    const two = given(2, agent('Tal_Shiar'));
    expect(effectDraws(run(two.state, [report(two.newcomer, two.outpost)]).events)).toBe(2);
  });
  it('does not apply: an Obsidian Order agent (the named one), or a personnel with no Intelligence, reports — no draw; with two copies the Obsidian Order agent draws through the Section 31 copy only', () => {
    const same = given(1, agent('Obsidian_Order'));
    expect(effectDraws(run(same.state, [report(same.newcomer, same.outpost)]).events)).toBe(0);
    const none = given(1, { affiliation: 'Federation', skills: 'OFFICER Diplomacy' });
    expect(effectDraws(run(none.state, [report(none.newcomer, none.outpost)]).events)).toBe(0);
    const two = given(2, agent('Obsidian_Order'));
    expect(effectDraws(run(two.state, [report(two.newcomer, two.outpost)]).events)).toBe(1);
  });
  it('once each turn per copy: a second report the same turn draws nothing more', () => {
    const { state, newcomer, outpost, first } = given(1, agent('Tal_Shiar'));
    const after = run(state, [report(newcomer, outpost)]);
    expect(after.state.abilityUses?.[`p1|Mutual Distrust (when you play, this turn) @${first}`]).toBe(1);
  });
});

describe('123_062 Handshake (three ways, then discarded)', () => {
  const playIt = (card: string, extra: Partial<Extract<Command, { type: 'PlayCard' }>> = {}): Command => ({ type: 'PlayCard', actor: 'p1', card, ...extra });
  const choose = (actor: 'p1' | 'p2', chosen: string[]): Command => ({ type: 'MakeChoice', actor, chosen });
  const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.player === 'p1' && e.reason === 'card-effect').flatMap((e) => e.cards).length;
  function fewer() {
    const built = scene({ missions: ['Excavation'], hand: ['Handshake'], opponentHand: [{ skills: 'OFFICER' }, { skills: 'MEDICAL' }, { skills: 'SCIENCE' }, { skills: 'ENGINEER' }] });
    return { state: built.state, card: built.ids.hand[0]!, theirs: built.ids.opponentHand };
  }
  it('way 0, for free: p2 declines to discard — p1 draws three; the normal card play is unused and the incident is discarded', () => {
    const { state, card } = fewer();
    const played = run(state, [playIt(card)]);
    expect([played.state.pendingChoice?.player, played.state.pendingChoice?.options]).toEqual(['p2', [card]]);
    const after = run(played.state, [choose('p2', [])]);
    expect(effectDraws(after.events)).toBe(3);
    expect([after.state.turn?.normalCardPlayUsed, after.state.cards[card]!.zone]).toEqual([false, Z.discard('p1')]);
  });
  it('way 0: p2 chooses to discard — then picks three of their cards, which are discarded; p1 draws nothing', () => {
    const { state, card, theirs } = fewer();
    const asked = run(state, [playIt(card), choose('p2', [card])]);
    expect(asked.state.pendingChoice?.player).toBe('p2');
    const after = run(asked.state, [choose('p2', [theirs[0]!, theirs[1]!, theirs[2]!])]);
    expect(theirs.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p2'), Z.discard('p2'), Z.discard('p2'), Z.hand('p2')]);
    expect(effectDraws([...asked.events, ...after.events])).toBe(0);
  });
  it('way 0 does not apply: after p1 played a card this turn, or with as many cards in hand as p2', () => {
    const { state, card, theirs } = fewer();
    const playedOne = evolveAll([{ type: 'CardDownloaded', player: 'p1', card: theirs[3]!, title: 'x', from: Z.hand('p2'), to: Z.table('p1'), source: card } as GameEvent], state);
    expect(refused(playedOne, playIt(card))).toBe('PLAY_CONDITION');
    const even = scene({ missions: ['Excavation'], hand: ['Handshake', { skills: 'OFFICER' }], opponentHand: [{ skills: 'OFFICER' }] });
    expect(refused(even.state, playIt(even.ids.hand[0]!))).toBe('PLAY_CONDITION');
  });
  it("way 1: p1 looks at the top five of p2's discard pile (its last cards, top first) and puts them back in a new order", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Handshake'], opponentHand: Array.from({ length: 6 }, () => ({ skills: 'OFFICER' }) as PersonSpec) });
    const card = built.ids.hand[0]!;
    const pile = built.ids.opponentHand;
    const state = evolveAll(pile.map((iid) => ({ type: 'CardMoved', card: iid, from: Z.hand('p2'), to: Z.discard('p2'), faceUp: true, reason: 'test' }) as GameEvent), built.state);
    const looked = run(state, [playIt(card, { mode: 1, target: Z.discard('p2') })]);
    const top = [...pile].reverse().slice(0, 5);
    expect(ofType(looked.events, 'ArrangementAwaited').map((e) => [e.player, e.zone, e.count])).toEqual([['p1', Z.discard('p2'), 5]]);
    const order = [top[4]!, top[3]!, top[2]!, top[1]!, top[0]!];
    const after = run(looked.state, [{ type: 'ArrangeCards', actor: 'p1', order }]);
    expect(cardsIn(after.state, Z.discard('p2'))).toEqual([pile[0]!, ...[...order].reverse()]);
  });
  it('way 1 does not apply to an empty pile; way 2: with three other cards p1 discards the hand and draws seven, with two it is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Handshake', { skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [card, ...rest] = built.ids.hand as [string, string, string, string];
    expect(refused(built.state, playIt(card, { mode: 1, target: Z.discard('p2') }))).toBe('INVALID_TARGET');
    const after = run(built.state, [playIt(card, { mode: 2 })]);
    expect(rest.map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.discard('p1'), Z.discard('p1'), Z.discard('p1')]);
    expect(effectDraws(after.events)).toBe(7);
    const short = scene({ missions: ['Excavation'], hand: ['Handshake', { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    expect(refused(short.state, playIt(short.ids.hand[0]!, { mode: 2 }))).toBe('PLAY_CONDITION');
  });
});

describe('172_012 Bleed Resources (on your [Maq] personnel: when it helps solve a mission, you may choose one of three ways to hurt the opponent’s hand or deck)', () => {
  const base = realCard('Excavation');
  const mission: Card = { ...base, id: 't_bleed_mission', title: 'Test supply depot', mission: { ...base.mission!, requirementText: 'Acquisition', requirements: requirement('Acquisition') } };
  const maquis = (skills: string): Card => ({ ...person({ affiliation: 'Federation', skills }), icons: [{ code: 'Maq', name: 'Maq', category: 'test' }] as Card['icons'] });
  const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
  function given(hostSkills = 'OFFICER Acquisition', otherSkills = 'OFFICER') {
    const built = scene({ missions: [mission], awayTeam: [maquis(hostSkills), maquis(otherSkills), person({ affiliation: 'Federation', skills: 'OFFICER' })], hand: ['Bleed Resources'], opponentHand: Array.from({ length: 5 }, () => ({ skills: 'OFFICER' }) as PersonSpec) });
    const [host, , plain] = built.ids.awayTeam as [string, string, string];
    const card = built.ids.hand[0]!;
    return { built, card, host, plain, placed: run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: host }]).state };
  }
  it('not on a personnel without [Maq] (nor a [TNG] Romulan or [DS9] Cardassian)', () => {
    const { built, card, plain } = given();
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card, target: plain })).toBe('INVALID_TARGET');
  });
  it('its host helps solve: p1 is offered the three ways (or none); the opponent’s top four are discarded', () => {
    const { placed, card, host } = given();
    expect(placed.cards[card]!.zone).toBe(Z.on(host));
    const solved = run(placed, [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice).toMatchObject({ player: 'p1', source: card, options: ['two-from-hand', 'three-random-to-deck', 'top-four'], min: 0, max: 1 });
    const top = cardsIn(solved.state, Z.draw('p2')).slice(0, 4);
    const after = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: ['top-four'] }]);
    expect(top.map((iid) => after.state.cards[iid]!.zone)).toEqual(Array(4).fill(Z.discard('p2')));
    expect(after.state.cards[card]!.zone).toBe(Z.on(host));
  });
  it('the other ways: p1 picks two of p2’s hand to be discarded; or three random cards of it go on top of p2’s deck', () => {
    const { placed, built } = given();
    const solved = run(placed, [attempt]);
    const theirs = built.ids.opponentHand;
    const asked = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: ['two-from-hand'] }]);
    expect([asked.state.pendingChoice?.player, asked.state.pendingChoice?.options]).toEqual(['p1', theirs]);
    const discarded = run(asked.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [theirs[0]!, theirs[1]!] }]);
    expect(theirs.map((iid) => discarded.state.cards[iid]!.zone)).toEqual([Z.discard('p2'), Z.discard('p2'), Z.hand('p2'), Z.hand('p2'), Z.hand('p2')]);
    const random = run(solved.state, [{ type: 'MakeChoice', actor: 'p1', chosen: ['three-random-to-deck'] }]);
    const [selected] = ofType(random.events, 'RandomCardsSelected');
    expect(selected!.outcome).toHaveLength(3);
    expect(cardsIn(random.state, Z.draw('p2')).slice(0, 3)).toEqual(selected!.outcome);
  });
  it('does not apply: the mission is solved without its host (stopped, not in the attempt), or p1 declines — nothing happens', () => {
    const { placed, host } = given('OFFICER', 'OFFICER Acquisition');
    const solved = run(evolveAll([{ type: 'CardStopped', card: host } as GameEvent], placed), [attempt]);
    expect(ofType(solved.events, 'MissionSolved')).toHaveLength(1);
    expect(solved.state.pendingChoice ?? null).toBeNull();
    const declined = run(run(given().placed, [attempt]).state, [{ type: 'MakeChoice', actor: 'p1', chosen: [] }]);
    expect(ofType(declined.events, 'CardMoved')).toEqual([]);
  });
});

describe('123_064 The Kazon Collective (once each turn, with a Maje in play, another Kazon of his sect reports for free)', () => {
  // Test personnel carry the Kazon characteristics; the outpost and affiliation are Federation so that only the permit is at stake.
  const kazon = (sect: string, maje = false): PersonSpec => ({ affiliation: 'Federation', skills: 'OFFICER', ch: ['Kazon', sect, ...(maje ? ['Maje'] : [])] });
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  function given(maje: PersonSpec | null) {
    const built = scene({ missions: ['Excavation'], awayTeam: maje ? [maje] : [], hand: ['The Kazon Collective', 'Federation Outpost', { skills: 'OFFICER' }, kazon('Kazon-Ogla'), kazon('Kazon-Nistrim'), kazon('Kazon-Ogla')] });
    const [card, post, first, ogla, nistrim, secondOgla] = built.ids.hand as [string, string, string, string, string, string];
    const state = moved(built.state, [[card, Z.table('p1')], [post, Z.space('L1')]]);
    return { state: run(state, [report(first, post)]).state, post, ogla, nistrim, secondOgla };
  }
  it('applies: with Maje Jabin-like (Kazon-Ogla) in play and the normal card play spent, a Kazon-Ogla reports for free — once each turn', () => {
    const { state, post, ogla, secondOgla } = given(kazon('Kazon-Ogla', true));
    const after = run(state, [report(ogla, post)]);
    expect([after.state.cards[ogla]!.zone, ofType(after.events, 'CardReported')[0]?.normalCardPlay]).toEqual([Z.aboard(post), false]);
    expect(refused(after.state, report(secondOgla, post))).toBe('NORMAL_CARD_PLAY_USED');
  });
  it('does not apply: a Kazon of another sect (Kazon-Nistrim), or any Kazon with no Maje in play (a non-Maje Kazon-Ogla does not lead)', () => {
    const other = given(kazon('Kazon-Ogla', true));
    expect(refused(other.state, report(other.nistrim, other.post))).toBe('NORMAL_CARD_PLAY_USED');
    const leaderless = given(kazon('Kazon-Ogla'));
    expect(refused(leaderless.state, report(leaderless.ogla, leaderless.post))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('123_064 The Kazon Collective, the other way (played on your Kazon Warship, your Kazon personnel may report aboard)', () => {
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  function given() {
    const built = scene({ missions: ['Excavation'], ship: realCard('Kazon Warship'), crew: [{ affiliation: 'Kazon', skills: 'OFFICER', ch: ['Kazon'] }], hand: ['The Kazon Collective', { affiliation: 'Kazon', skills: 'ENGINEER', ch: ['Kazon'] }, { affiliation: 'Federation', skills: 'OFFICER' }] });
    const [card, kazon, human] = built.ids.hand as [string, string, string];
    return { state: built.state, card, kazon, human, warship: built.ids.ship! };
  }
  it('applies: played on the Warship it lies there, and a Kazon personnel reports aboard it', () => {
    const { state, card, kazon, warship } = given();
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, mode: 1, target: warship }]);
    expect(placed.state.cards[card]!.zone).toBe(Z.on(warship));
    const next = { ...placed.state, turn: { ...placed.state.turn!, normalCardPlayUsed: false } };
    expect(run(next, [report(kazon, warship)]).state.cards[kazon]!.zone).toBe(Z.aboard(warship));
  });
  it('does not apply: without it on the Warship (on the table instead) nothing reports aboard; a non-Kazon never does', () => {
    const { state, card, kazon, human, warship } = given();
    expect(refused(moved(state, [[card, Z.table('p1')]]), report(kazon, warship))).toBe('NO_SUCH_FACILITY');
    const placed = run(state, [{ type: 'PlayCard', actor: 'p1', card, mode: 1, target: warship }]).state;
    expect(refused({ ...placed, turn: { ...placed.turn!, normalCardPlayUsed: false } }, report(human, warship))).toBe('NOT_REPORTABLE');
  });
});

describe('123_064 The Kazon Collective on your Kazon Warship: your Kazon ships other than Warships report aboard it, carried (helper tail7)', () => {
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
  function given(onWarship: boolean) {
    const built = scene({ missions: ['Excavation'], quadrant: 'Delta', ship: realCard('Kazon Warship'), crew: [{ affiliation: 'Kazon', skills: 'OFFICER', ch: ['Kazon'] }], hand: ['The Kazon Collective', 'Kazon Raider', 'Kazon Warship', 'Delta Flyer'] });
    const [card, raider, second, flyer] = built.ids.hand as [string, string, string, string];
    const warship = built.ids.ship!;
    const state = onWarship ? run(built.state, [{ type: 'PlayCard', actor: 'p1', card, mode: 1, target: warship }]).state : moved(built.state, [[card, Z.table('p1')]]);
    return { state: { ...state, turn: { ...state.turn!, normalCardPlayUsed: false } }, raider, second, flyer, warship };
  }
  it('applies: a Kazon Raider reports aboard the Warship with the normal card play and lies carried there (docked aboard the Warship)', () => {
    const { state, raider, warship } = given(true);
    const after = run(state, [report(raider, warship)]);
    expect(after.state.cards[raider]!.zone).toBe(Z.docked(warship));
    expect(ofType(after.events, 'CardReported')[0]).toMatchObject({ card: raider, to: Z.docked(warship), normalCardPlay: true });
    expect(isCarried(after.state, raider)).toBe(true);
  });
  it('does not apply: another Kazon Warship, a non-Kazon ship, or any ship while the incident is on the table and not on the Warship', () => {
    const { state, second, flyer, warship } = given(true);
    expect(refused(state, report(second, warship))).toBe('NOT_REPORTABLE');
    expect(refused(state, report(flyer, warship))).toBe('NOT_REPORTABLE');
    const table = given(false);
    expect(refused(table.state, report(table.raider, table.warship))).toBe('NO_SUCH_FACILITY');
  });
  it('does not apply: a Warship carried aboard another ship takes no ship aboard', () => {
    const { state, raider, second, warship } = given(true);
    const carried = moved(state, [[second, state.cards[warship]!.zone], [warship, Z.docked(second)]]);
    expect(refused(carried, report(raider, warship))).toBe('CANNOT_CARRY');
  });
});

describe('245_004 Taspar Egg (while you hold a captive, your Cardassians present are INTEGRITY +2 or -2, as you select, changed at any time)', () => {
  const use = (card: string, option: string): Command => ({ type: 'UseCard', actor: 'p1', card, option });
  function given(captive: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'OFFICER', i: 6 }, { affiliation: 'Federation', skills: 'OFFICER', i: 6 }], equipment: ['Taspar Egg'], opponentHand: [{ skills: 'OFFICER' }] });
    const [cardassian, human] = built.ids.awayTeam as [string, string];
    const prisoner = built.ids.opponentHand[0]!;
    const state = captive ? evolveAll([{ type: 'PersonnelCaptured', card: prisoner, from: Z.hand('p2'), to: Z.held('p1', 'L1'), captor: 'p1', source: prisoner } as GameEvent], built.state) : built.state;
    return { state, egg: built.ids.equipment[0]!, cardassian, human };
  }
  const integrity = (state: Parameters<typeof memberOf>[0], iid: string) => memberOf(state, iid).integrity;
  it('applies: with a captive, the Cardassian present is INTEGRITY +2 at first; selecting −2 makes it −2, and back again the same turn (no once-each-turn limit)', () => {
    const { state, egg, cardassian, human } = given(true);
    expect([integrity(state, cardassian), integrity(state, human)]).toEqual([8, 6]);
    const lowered = run(state, [use(egg, 'INTEGRITY -2')]);
    expect(ofType(lowered.events, 'CardAbilityUsed')).toEqual([]);
    expect(integrity(lowered.state, cardassian)).toBe(4);
    expect(integrity(run(lowered.state, [use(egg, 'INTEGRITY +2')]).state, cardassian)).toBe(8);
  });
  it('does not apply: without a captive nobody changes; a non-Cardassian never does', () => {
    const { state, egg, cardassian, human } = given(false);
    expect([integrity(state, cardassian), integrity(run(state, [use(egg, 'INTEGRITY -2')]).state, cardassian), integrity(state, human)]).toEqual([6, 6, 6]);
  });
  it('(Unique.): a second copy is refused while one is in play', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Cardassian', skills: 'OFFICER' }], equipment: ['Taspar Egg'], hand: ['Taspar Egg', 'Federation Outpost'] });
    const [second, post] = built.ids.hand as [string, string];
    expect(refused(moved(built.state, [[post, Z.space('L1')]]), { type: 'ReportForDuty', actor: 'p1', card: second, facility: post })).toBe('NOT_UNIQUE');
  });
});

describe('123_110 Divert Power (start of your turn: transfer power on a ship with an ENGINEER; or +4 WEAPONS or SHIELDS on a ship with ENGINEER and Computer Skill; until your next turn)', () => {
  const end = (actor: 'p1' | 'p2'): Command => ({ type: 'EndTurn', actor });
  const attributes = (state: Parameters<typeof shipAttribute>[0], iid: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(state, iid, a));
  function given(crew: string, onTable: boolean) {
    const built = scene({ missions: ['Excavation'], ship: ship({ range: 8, weapons: 6, shields: 7 }), crew: [{ skills: crew }], hand: ['Divert Power'] });
    const card = built.ids.hand[0]!;
    return { state: onTable ? moved(built.state, [[card, Z.table('p1')]]) : built.state, card, vessel: built.ids.ship! };
  }
  it('transfer power at the start of the turn: WEAPONS +2, RANGE and SHIELDS −1, through the opponent’s turn; gone as p1’s next turn begins', () => {
    const { state, card, vessel } = given('ENGINEER', true);
    expect(targetsOf(state, 'p1', { kind: 'your-ship-and-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], crew: [[{ skill: 'ENGINEER' }]] })).toEqual([`${vessel}>RANGE`, `${vessel}>WEAPONS`, `${vessel}>SHIELDS`]);
    const used = run(state, [{ type: 'ActivateCard', actor: 'p1', card, ability: 'transfer-power', target: `${vessel}>WEAPONS` }]);
    expect(attributes(used.state, vessel)).toEqual([7, 8, 6]);
    const theirTurn = run(used.state, [end('p1')]);
    expect(attributes(theirTurn.state, vessel)).toEqual([7, 8, 6]);
    expect(attributes(run(theirTurn.state, [end('p2')]).state, vessel)).toEqual([8, 6, 7]);
  });
  it('does not apply: no ENGINEER aboard — the ship is no target; after the normal card play it is no longer the start of the turn', () => {
    const { state, card, vessel } = given('OFFICER', true);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card, ability: 'transfer-power', target: `${vessel}>WEAPONS` })).not.toBeNull();
    const late = given('ENGINEER', true);
    const spent = { ...late.state, turn: { ...late.state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, { type: 'ActivateCard', actor: 'p1', card: late.card, ability: 'transfer-power', target: `${late.vessel}>WEAPONS` })).not.toBeNull();
  });
  it('the other way: played on a ship with ENGINEER and Computer Skill, SHIELDS +4 until p1’s next turn begins, when the objective is discarded', () => {
    const { state, card, vessel } = given('ENGINEER Computer_Skill', false);
    const played = run(state, [{ type: 'PlayCard', actor: 'p1', card, mode: 1, target: `${vessel}>SHIELDS` }]);
    expect([played.state.cards[card]!.zone, ...attributes(played.state, vessel)]).toEqual([Z.on(vessel), 8, 6, 11]);
    const next = run(played.state, [end('p1'), end('p2')]);
    expect([next.state.cards[card]!.zone, ...attributes(next.state, vessel)]).toEqual([Z.discard('p1'), 8, 6, 7]);
  });
  it('the other way does not apply without Computer Skill aboard, nor to RANGE', () => {
    const { state, card, vessel } = given('ENGINEER', false);
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card, mode: 1, target: `${vessel}>SHIELDS` })).toBe('INVALID_TARGET');
    const both = given('ENGINEER Computer_Skill', false);
    expect(refused(both.state, { type: 'PlayCard', actor: 'p1', card: both.card, mode: 1, target: `${both.vessel}>RANGE` })).toBe('INVALID_TARGET');
  });
});
