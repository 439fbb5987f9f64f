/**
 * Issue 15 (helper voyds9): 227_014 We All Serve — the free report of a DS9 Dominion or Cardassian personnel
 * with at most four skill dots (and no special download), then a card draw (free-report-follow-ups.ts);
 * your own Dominion War Efforts nullified (rules-of-acquisition.ts, `yours`); discarded once you play a
 * personnel not native to the Alpha Quadrant or a Cardassian with Honor (discard-when.ts, `skill`).
 *   1E rulebook › PLAYING "FOR FREE"; NULLIFY; REPORTING FOR DUTY › NATIVE QUADRANT.
 * given (We All Serve on p1's table, p1's Cardassian Outpost at L1) / when (ReportForDuty) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { ofType, person, scene } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { report } from '../testing/commands';

const ds9 = (card: Card): Card => ({ ...card, property: 'DS9' });
const withIcon = (card: Card, code: string): Card => ({ ...card, icons: [...card.icons, { code, name: code, category: 'quadrant' }] });
const cardassian = (skills: string) => person({ affiliation: 'Cardassian', skills });

function given(hand: Card[], opts: { incident?: boolean; gamma?: boolean } = {}) {
  const built = scene({ missions: ['Avert Disaster'], hand: ['Cardassian Outpost', 'We All Serve', 'Dominion War Efforts', ...hand], opponentHand: ['Dominion War Efforts'] });
  const [outpost, incident, efforts, ...rest] = built.ids.hand as [string, string, string, ...string[]];
  let state: GameState = moved(built.state, [
    [outpost, Z.space('L1')],
    ...(opts.incident === false ? [] : ([[incident, Z.table('p1')]] as [string, string][])),
  ]);
  if (opts.gamma) state = { ...state, locations: { ...state.locations, L1: { ...state.locations.L1!, quadrant: 'Gamma' } } };
  return { state, outpost, incident, efforts, hand: rest, theirEfforts: built.ids.opponentHand[0]! };
}
const handSize = (state: GameState) => cardsIn(state, Z.hand('p1')).length;

describe('227_014 We All Serve (free report of a few-skill DS9 Dominion/Cardassian personnel, then a draw; Dominion War Efforts nullified; discard conditions)', () => {
  it('applies: a DS9 Cardassian with two skills reports for free and p1 draws a card; the next one that turn uses the normal card play and draws nothing', () => {
    const { state, outpost, hand } = given([ds9(cardassian('OFFICER SECURITY')), ds9(cardassian('ENGINEER'))]);
    const [first, second] = hand as [string, string];
    const once = accepted(state, report(first, outpost));
    expect(ofType(once.events, 'CardReported')).toEqual([expect.objectContaining({ card: first, normalCardPlay: false })]);
    expect(handSize(once.state)).toBe(handSize(state) - 1 + 1);
    const twice = accepted(once.state, report(second, outpost));
    expect(ofType(twice.events, 'CardReported')).toEqual([expect.objectContaining({ card: second, normalCardPlay: true })]);
    expect(handSize(twice.state)).toBe(handSize(once.state) - 1);
  });
  it('does not apply: five skill dots, a special download, no DS9 logo, or no incident on the table — the normal card play, no draw', () => {
    for (const card of [ds9(cardassian('OFFICER SECURITY ENGINEER MEDICAL Diplomacy Law')), ds9(person({ affiliation: 'Cardassian', skills: 'OFFICER', downloads: true })), cardassian('OFFICER')]) {
      const { state, outpost, hand } = given([card]);
      const done = accepted(state, report(hand[0]!, outpost));
      expect(ofType(done.events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
      expect(handSize(done.state)).toBe(handSize(state) - 1);
    }
    const off = given([ds9(cardassian('OFFICER'))], { incident: false });
    expect(ofType(accepted(off.state, report(off.hand[0]!, off.outpost)).events, 'CardReported')).toEqual([expect.objectContaining({ normalCardPlay: true })]);
  });
  it("nullifies its owner's Dominion War Efforts in play, not the opponent's; without it, both stay", () => {
    const { state, outpost, hand, efforts, theirEfforts } = given([ds9(cardassian('OFFICER'))]);
    const placed = moved(state, [[efforts, Z.table('p1')], [theirEfforts, Z.table('p2')]]);
    const after = accepted(placed, report(hand[0]!, outpost)).state;
    expect(after.cards[efforts]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[theirEfforts]!.zone).toBe(Z.table('p2'));
    const off = given([ds9(cardassian('OFFICER'))], { incident: false });
    const offPlaced = moved(off.state, [[off.efforts, Z.table('p1')]]);
    expect(accepted(offPlaced, report(off.hand[0]!, off.outpost)).state.cards[off.efforts]!.zone).toBe(Z.table('p1'));
  });
  it('is discarded when p1 plays a Cardassian with Honor, or a personnel native to the Gamma Quadrant; an Alpha Quadrant one without Honor leaves it', () => {
    const honor = given([cardassian('OFFICER Honor')]);
    expect(accepted(honor.state, report(honor.hand[0]!, honor.outpost)).state.cards[honor.incident]!.zone).toBe(Z.discard('p1'));
    const gamma = given([withIcon(person({ affiliation: 'Cardassian', skills: 'OFFICER' }), 'GQ')], { gamma: true });
    expect(accepted(gamma.state, report(gamma.hand[0]!, gamma.outpost)).state.cards[gamma.incident]!.zone).toBe(Z.discard('p1'));
    const plain = given([cardassian('OFFICER')]);
    expect(accepted(plain.state, report(plain.hand[0]!, plain.outpost)).state.cards[plain.incident]!.zone).toBe(Z.table('p1'));
  });
});
