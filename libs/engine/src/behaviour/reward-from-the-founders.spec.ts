/**
 * Issue 15 (helper domir): 176_017 Reward from the Founders on your table — the draw after its own free report of a
 * [DS9] Vorta (not with Dominion War Efforts in play), one Jem'Hadar reported a turn (behaviour/report-limits.ts),
 * Ketracel-White downloaded twice per game to your Vorta present with your Jem'Hadar (interrupts-d.ts ›
 * `download-for-your-personnel` … `presentWith`), and its discard when you voluntarily start a personnel battle with
 * more than two of your Jem'Hadar (discard-when.ts).
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS; BATTLE › PERSONNEL BATTLE.
 * given (the incident on p1's table, a Dominion outpost at L1) / when (the command) / then (the facts, or the refusal).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType, person, realCard, scene } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { report } from '../testing/commands';

const REWARD = 'Reward from the Founders';

function dominion(ch: string, title?: string): Card {
  const base = person({ affiliation: 'Dominion', skills: 'OFFICER', ch: [ch], ...(title ? { title } : {}) });
  return { ...base, icons: [{ code: 'DS9', name: 'DS9', category: 'test' }] };
}

function outpost(): Card {
  const base = realCard('Federation Outpost');
  return { ...base, id: 't_outpost_dominion', title: 'Dominion Test Outpost', affiliations: ['Dominion'] };
}

/** p1's turn: the incident on the table (unless `without`), a Dominion outpost at L1, `aboard` already there, `hand` to report; Ketracel-White on top of the deck. */
function given(opts: { hand?: Card[]; aboard?: Card[]; table?: string[]; without?: boolean } = {}) {
  const hand = opts.hand ?? [];
  const aboard = opts.aboard ?? [];
  const table = opts.table ?? [];
  const built = scene({ missions: ['Excavation'], hand: [REWARD, outpost(), ...hand, ...aboard, ...table], drawTop: ['Ketracel-White'] });
  const [reward, post, ...rest] = built.ids.hand as [string, string, ...string[]];
  const reporters = rest.slice(0, hand.length);
  const present = rest.slice(hand.length, hand.length + aboard.length);
  const tabled = rest.slice(hand.length + aboard.length);
  const events: GameEvent[] = [{ type: 'CardMoved', card: post, from: Z.hand('p1'), to: Z.space('L1'), faceUp: true, reason: 'test' }];
  if (!opts.without) events.push({ type: 'CardMoved', card: reward, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' });
  for (const iid of present) events.push({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.aboard(post), faceUp: true, reason: 'test' });
  for (const iid of tabled) events.push({ type: 'CardMoved', card: iid, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' });
  return { state: evolveAll(events, built.state), reward, post, reporters, present, white: built.ids.deck[0]! };
}

const drawn = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.player === 'p1').flatMap((e) => e.cards);

describe('176_017 Reward from the Founders: the free [DS9] Vorta, then a card drawn unless Dominion War Efforts is in play', () => {
  it('applies: the Vorta reports for free and p1 draws one card', () => {
    const { state, post, reporters } = given({ hand: [dominion('Vorta')] });
    const after = play(state, [report(reporters[0]!, post)]);
    expect(ofType(after.events, 'CardReported').map((e) => [e.card, e.normalCardPlay])).toEqual([[reporters[0], false]]);
    expect(drawn(after.events)).toHaveLength(1);
  });
  it('does not apply: with Dominion War Efforts on p1’s table the free report draws nothing; a report with the normal card play draws nothing either', () => {
    const efforts = given({ hand: [dominion('Vorta')], table: ['Dominion War Efforts'] });
    expect(drawn(play(efforts.state, [report(efforts.reporters[0]!, efforts.post)]).events)).toEqual([]);
    const jem = given({ hand: [dominion("Jem'Hadar")] });
    const after = play(jem.state, [report(jem.reporters[0]!, jem.post)]);
    expect(ofType(after.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([true]);
    expect(drawn(after.events)).toEqual([]);
  });
});

describe("176_017 Reward from the Founders: only one Jem'Hadar reported each turn", () => {
  /** A first Jem'Hadar reported with the normal card play, which the scene then gives back (a second report possible). */
  const secondReport = (without = false) => {
    const { state, post, reporters } = given({ hand: [dominion("Jem'Hadar", 'First'), dominion("Jem'Hadar", 'Second'), dominion('Vorta')], without });
    const first = play(state, [report(reporters[0]!, post)]).state;
    return { state: { ...first, turn: { ...first.turn!, normalCardPlayUsed: false, reportsOnly: false } } as GameState, post, reporters };
  };
  it('applies: a second Jem’Hadar this turn is refused (and not offered); a Vorta still reports', () => {
    const { state, post, reporters } = secondReport();
    expect(refused(state, report(reporters[1]!, post))).toBe('PLAY_FORBIDDEN');
    expect(legalCommands(state, 'p1').some((c) => c.type === 'ReportForDuty' && c.card === reporters[1])).toBe(false);
    expect(refused(state, report(reporters[2]!, post))).toBeNull();
  });
  it('does not apply: without the incident the second Jem’Hadar reports; next turn the count starts again', () => {
    const off = secondReport(true);
    expect(refused(off.state, report(off.reporters[1]!, off.post))).toBeNull();
    const on = secondReport();
    const later = play(on.state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;
    expect(refused(later, report(on.reporters[1]!, on.post))).toBeNull();
  });
});

describe('176_017 Reward from the Founders: twice per game, Ketracel-White downloaded to your Vorta present with your Jem’Hadar', () => {
  const use = (reward: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: reward, ability: 'ketracel-white', target });
  it('applies: offered for the Vorta with a Jem’Hadar aboard; the white lands aboard with them', () => {
    const { state, reward, post, present, white } = given({ aboard: [dominion('Vorta'), dominion("Jem'Hadar")] });
    const offers = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === reward);
    expect(offers.map((c) => (c as { target?: string }).target)).toEqual([`${white}>${present[0]}`]);
    const after = play(state, [use(reward, `${white}>${present[0]}`)]);
    expect(after.state.cards[white]!.zone).toBe(Z.aboard(post));
  });
  it('does not apply: a Vorta without a Jem’Hadar present is no target; a third use in a game is refused', () => {
    const alone = given({ aboard: [dominion('Vorta')] });
    expect(refused(alone.state, use(alone.reward, `${alone.white}>${alone.present[0]}`))).not.toBeNull();
    const { state, reward, present, white } = given({ aboard: [dominion('Vorta'), dominion("Jem'Hadar")] });
    const once = play(state, [use(reward, `${white}>${present[0]}`)]).state;
    // A second use on the record (a set-up fact: activations.ts keys "<title>#<ability> (per game n)").
    const twice = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: `${REWARD}#ketracel-white (per game 2)`, turn: 1, rule: 'test' } as GameEvent], once);
    expect(refused(twice, use(reward, `${white}>${present[0]}`))).not.toBeNull();
  });
});

describe("176_017 Reward from the Founders: discarded when p1 voluntarily starts a personnel battle with more than two of p1's Jem'Hadar", () => {
  const jem = (n: number): Placed[] => Array.from({ length: n }, (_, i) => ({ label: `j${i}`, owner: 'p1' as const, at: 'surface' as const, card: { affiliation: 'Dominion', skills: 'OFFICER', s: 8, ch: ["Jem'Hadar"], title: `Jem'Hadar ${i}` } }));
  const battle = (n: number) => {
    const built = battleScene([...jem(n), { label: 'kli', owner: 'p2', at: 'surface', card: { skills: 'ENGINEER', s: 3, affiliation: 'Klingon' } }, { label: 'reward', owner: 'p1', at: 'hand', card: REWARD }]);
    const state = evolveAll([{ type: 'CardMoved', card: built.id('reward'), from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' } as GameEvent], built.state);
    const after = play(state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    expect(ofType(after.events, 'BattleInitiated')).toHaveLength(1);
    return after.state.cards[built.id('reward')]!.zone;
  };
  it('applies: three Jem’Hadar attack — the incident is discarded', () => {
    expect(battle(3)).toBe(Z.discard('p1'));
  });
  it('does not apply: two Jem’Hadar attack — it stays on the table', () => {
    expect(battle(2)).toBe(Z.table('p1'));
  });
});
