/**
 * 195_012 IDIC: Wisdom of Surak (issue 15, helper finish) and 195_029 Seek Hidden Reliquary (partial: played on your
 * Archaeology personnel). given (a play-phase scene, the incident on p1's table) / when (ReportForDuty, ActivateCard, a
 * requirement check) / then (a card drawn, the objective downloaded onto its target, the Syrranite's Honor standing in).
 *   1E rulebook › THE CARDS › INCIDENTS; PLAYING A CARD › YOUR NORMAL CARD PLAY; DOWNLOADING; USING SKILLS;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { Card } from '@captains-log/cards';
import { meetGroup, requirement } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, person, withDeck, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate } from '../testing/commands';

const vulcan = (ch: readonly string[], skills = 'SCIENCE'): Card => person({ affiliation: 'Non-Aligned', ch: ['Vulcan', ...ch], skills } as PersonSpec);
const meets = (state: GameState, text: string, ids: readonly string[]) => meetGroup(state, requirement(text), ids).verdict;

/** Wisdom of Surak on p1's table, a Federation Outpost at L1, `away` on the planet, `hand` in hand, `deck` atop the draw deck. */
function table(spec: { hand?: readonly (string | Card)[]; away?: readonly Card[]; deck?: readonly string[] } = {}) {
  const built = withDeck({ missions: ['Excavation'], awayTeam: [...(spec.away ?? [])], hand: ['IDIC: Wisdom of Surak', 'Federation Outpost', ...(spec.hand ?? [])], deck: spec.deck ?? [] });
  const [wisdom, outpost, ...hand] = built.hand as [string, string, ...string[]];
  const state = moved(built.state, [[wisdom, Z.table('p1')], [outpost, Z.space('L1')]]);
  return { state, wisdom, outpost, hand, away: built.built.ids.awayTeam, deck: built.deck };
}

describe('195_012 IDIC: Wisdom of Surak: a Vulcan Dissident reported as the normal card play draws a card', () => {
  it('applies: the Dissident reports to the outpost as the normal card play and p1 draws one card', () => {
    const { state, outpost, hand } = table({ hand: [vulcan(['Dissident'])] });
    const before = cardsIn(state, Z.hand('p1')).length;
    const done = accepted(state, { type: 'ReportForDuty', actor: 'p1', card: hand[0]!, facility: outpost });
    expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ card: hand[0], normalCardPlay: true })]);
    expect(cardsIn(done.state, Z.hand('p1')).length).toBe(before - 1 + 1);
  });
  it('does not apply: a Vulcan who is no Dissident, or a Dissident who is not Vulcan, draws nothing; without the incident, nothing', () => {
    for (const card of [vulcan([]), person({ affiliation: 'Non-Aligned', ch: ['Human', 'Dissident'] })]) {
      const { state, outpost, hand } = table({ hand: [card] });
      const before = cardsIn(state, Z.hand('p1')).length;
      expect(cardsIn(accepted(state, { type: 'ReportForDuty', actor: 'p1', card: hand[0]!, facility: outpost }).state, Z.hand('p1')).length).toBe(before - 1);
    }
    const { state, wisdom, outpost, hand } = table({ hand: [vulcan(['Dissident'])] });
    const gone = moved(state, [[wisdom, Z.discard('p1')]]);
    const before = cardsIn(gone, Z.hand('p1')).length;
    expect(cardsIn(accepted(gone, { type: 'ReportForDuty', actor: 'p1', card: hand[0]!, facility: outpost }).state, Z.hand('p1')).length).toBe(before - 1);
  });
});

describe('195_012 IDIC: Wisdom of Surak: once per game, Seek Hidden Reliquary (195_029) downloaded onto your Archaeology personnel', () => {
  it('applies: offered onto the Archaeology personnel only; downloaded, it lies on that personnel; a second use is refused', () => {
    const { state, wisdom, away, deck } = table({ away: [vulcan([], 'Archaeology'), vulcan([], 'SCIENCE')], deck: ['Seek Hidden Reliquary', 'Seek Hidden Reliquary'] });
    const [digger, plain] = away as [string, string];
    const [reliquary, second] = deck as [string, string];
    const offered = legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === wisdom && c.ability === 'download-reliquary');
    expect(offered.map((c) => (c as { target?: string }).target)).toEqual([`${reliquary}>${digger}`]);
    expect(refused(state, activate(wisdom, 'download-reliquary', `${reliquary}>${plain}`))).toBe('INVALID_TARGET');
    const done = accepted(state, activate(wisdom, 'download-reliquary', `${reliquary}>${digger}`)).state;
    expect(done.cards[reliquary]!.zone).toBe(Z.on(digger));
    expect(refused(done, activate(wisdom, 'download-reliquary', `${second}>${digger}`))).toBe('ONCE_PER_GAME');
  });
  it('does not apply: without an Archaeology personnel there is no target', () => {
    const { state, wisdom } = table({ away: [vulcan([], 'SCIENCE')], deck: ['Seek Hidden Reliquary'] });
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'ActivateCard' && c.card === wisdom && c.ability === 'download-reliquary')).toEqual([]);
  });
  it('Seek Hidden Reliquary played from hand goes only onto your Archaeology personnel', () => {
    const { state, away, hand } = table({ away: [vulcan([], 'Archaeology'), vulcan([], 'SCIENCE')], hand: ['Seek Hidden Reliquary'] });
    const [digger, plain] = away as [string, string];
    expect(refused(state, { type: 'PlayCard', actor: 'p1', card: hand[0]!, target: plain })).toBe('INVALID_TARGET');
    expect(run(state, [{ type: 'PlayCard', actor: 'p1', card: hand[0]!, target: digger }]).state.cards[hand[0]!]!.zone).toBe(Z.on(digger));
  });
});

describe('195_012 IDIC: Wisdom of Surak: once per game, your chosen Syrranite uses Honor as any other regular skill until the end of the turn', () => {
  const syrranite = () => vulcan(['Dissident', 'Syrranite'], 'Honor x2');
  it('applies: chosen, the Syrranite meets Diplomacy and Physics + Biology (each level once: not Honor besides, not three skills)', () => {
    const { state, wisdom, away } = table({ away: [syrranite()] });
    const [syrran] = away as [string];
    expect(meets(state, 'Diplomacy', [syrran])).toBe('unmet');
    const chosen = accepted(state, activate(wisdom, 'honor-as-any', syrran)).state;
    expect(meets(chosen, 'Diplomacy', [syrran])).toBe('met');
    expect(meets(chosen, 'Physics + Biology', [syrran])).toBe('met');
    expect(meets(chosen, 'Diplomacy + Honor x2', [syrran])).toBe('unmet');
    expect(meets(chosen, 'Physics + Biology + Diplomacy', [syrran])).toBe('unmet');
  });
  it('does not apply: another Syrranite not chosen, a non-Syrranite (no target), the next turn; and once per game', () => {
    const { state, wisdom, away } = table({ away: [syrranite(), syrranite(), vulcan([], 'Honor')] });
    const [chosenOne, other, plain] = away as [string, string, string];
    expect(refused(state, activate(wisdom, 'honor-as-any', plain))).toBe('INVALID_TARGET');
    const chosen = accepted(state, activate(wisdom, 'honor-as-any', chosenOne)).state;
    expect(meets(chosen, 'Diplomacy', [other])).toBe('unmet');
    const later = { ...chosen, turn: { ...chosen.turn!, number: chosen.turn!.number + 2 } } as GameState;
    expect(meets(later, 'Diplomacy', [chosenOne])).toBe('unmet');
    expect(refused(later, activate(wisdom, 'honor-as-any', other))).toBe('ONCE_PER_GAME');
  });
});
