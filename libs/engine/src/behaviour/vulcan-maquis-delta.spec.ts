/**
 * Issue 15 (helper dqv): First Edition Vulcan, Maquis and Delta Quadrant cards — each card's path
 * where it applies and where it does not.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; PLAYING A CARD › ENTERING PLAY (unique
 *   cards); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a play-phase scene) / when (commands through testing/scenario's `play`) / then (the facts,
 * or what every check reads: memberOf).
 */
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { evolveAll } from '../evolve';
import { moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { cardsIn, Z } from '../zones';
import { targetsOf } from './targets';

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
