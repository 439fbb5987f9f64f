/**
 * 176_012 Cross-Quadrant Expansion (issue 15, helper incb): on an Alpha Quadrant facility, a [DS9] personnel just reported
 * there may be relocated aboard your ship with two or more staffing icons in the Gamma Quadrant; one more card at the end of
 * every turn while you have such a ship there; discarded with a Dominion treaty in play or a mission you seeded in the
 * Bajor Region (quadrant-ships.ts, when-cards-played.ts, choices.ts, discard-when.ts).
 *   1E rulebook › REPORTING FOR DUTY; SHIPS › Staffing; END OF TURN; THE CARDS › INCIDENTS.
 * given (a scene: a Federation outpost at L1 in the Alpha Quadrant, L2 in the Gamma Quadrant, p1's ships there) /
 * when (PlayCard, ReportForDuty, MakeChoice, EndTurn) / then (zones, draws, discards).
 */
import type { Card } from '@captains-log/cards';
import { person, realCard, scene, ship, ofType } from '../testing/attempt-scene';
import { accepted, moved, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const CQE = 'Cross-Quadrant Expansion';
const staffedShip = (icons: string[]): Card => {
  const base = ship({ title: `Test Ship ${icons.length}` });
  return { ...base, ship: { ...base.ship!, staffing: { icons, alternatives: [] } } };
};
const ds9 = (): Card => ({ ...person({ skills: 'OFFICER' }), property: 'DS9' });

/** The outpost at L1 (Alpha), a ship with `icons` staffing icons at L2 (made Gamma), `hand` after them. */
function build(icons: string[], hand: readonly (string | Card)[] = [], region?: string) {
  const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], hand: [realCard('Federation Outpost'), staffedShip(icons), CQE, ...hand], ...(region ? { region } : {}) });
  const [outpost, gammaShip, card, ...rest] = built.ids.hand as [string, string, string, ...string[]];
  const placed = moved(built.state, [
    [outpost, Z.space('L1')],
    [gammaShip, Z.space('L2')],
  ]);
  const state: GameState = { ...placed, locations: { ...placed.locations, L2: { ...placed.locations['L2']!, quadrant: 'Gamma' } } };
  return { state, outpost, gammaShip, card, rest };
}
const playOn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });
const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });
const effectDraws = (events: readonly GameEvent[]) => ofType(events, 'CardsDrawn').filter((e) => e.reason === 'card-effect' && e.player === 'p1').length;

describe('176_012 Cross-Quadrant Expansion', () => {
  it('a [DS9] personnel just reported to the outpost may go aboard your two-icon ship in the Gamma Quadrant; a non-[DS9] one is not asked', () => {
    const { state, outpost, gammaShip, card, rest } = build(['Cmd', 'Stf'], [ds9(), person({ skills: 'SCIENCE' })]);
    const [officer, scientist] = rest as [string, string];
    const played = run(state, [playOn(card, outpost)]).state;
    expect(played.cards[card]!.zone).toBe(Z.on(outpost));
    const reported = run({ ...played, turn: { ...played.turn!, normalCardPlayUsed: false } }, [report(officer, outpost)]).state;
    expect(reported.cards[officer]!.zone).toBe(Z.aboard(outpost));
    const moved = accepted(reported, { type: 'MakeChoice', actor: 'p1', chosen: [gammaShip] });
    expect(moved.state.cards[officer]!.zone).toBe(Z.aboard(gammaShip));
    const other = run({ ...played, turn: { ...played.turn!, normalCardPlayUsed: false } }, [report(scientist, outpost)]).state;
    expect(other.cards[scientist]!.zone).toBe(Z.aboard(outpost));
    expect(refused(other, { type: 'MakeChoice', actor: 'p1', chosen: [gammaShip] })).not.toBeNull();
  });
  it('a ship with one staffing icon in the Gamma Quadrant: no relocation offered, and no extra card at the end of the turn', () => {
    const { state, outpost, card, rest } = build(['Cmd'], [ds9()]);
    const played = run(state, [playOn(card, outpost)]).state;
    const reported = run({ ...played, turn: { ...played.turn!, normalCardPlayUsed: false } }, [report(rest[0]!, outpost)]).state;
    expect(reported.cards[rest[0]!]!.zone).toBe(Z.aboard(outpost));
    expect(effectDraws(run(played, [{ type: 'EndTurn', actor: 'p1' }]).events)).toBe(0);
  });
  it('with a two-icon ship in the Gamma Quadrant: one more card at the end of p1’s turn and of p2’s', () => {
    const { state, outpost, card } = build(['Cmd', 'Stf']);
    const played = run(state, [playOn(card, outpost)]).state;
    expect(effectDraws(run(played, [{ type: 'EndTurn', actor: 'p1' }]).events)).toBe(1);
    expect(effectDraws(run(played, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).events)).toBe(2);
  });
  it('discarded once p1 has a Dominion treaty in play; stays with another treaty; discarded at once when p1 seeded a Bajor Region mission', () => {
    const { state, outpost, card, rest } = build(['Cmd', 'Stf'], ['Treaty: Cardassian/Dominion', 'Treaty: Federation/Klingon']);
    const played = run(state, [playOn(card, outpost)]).state;
    const [dominion, klingon] = rest as [string, string];
    expect(run(moved(played, [[klingon, Z.table('p1')]]), [{ type: 'EndTurn', actor: 'p1' }]).state.cards[card]!.zone).toBe(Z.on(outpost));
    expect(run(moved(played, [[dominion, Z.table('p1')]]), [{ type: 'EndTurn', actor: 'p1' }]).state.cards[card]!.zone).toBe(Z.discard('p1'));
    const bajor = build(['Cmd', 'Stf'], [], 'Bajor Region');
    expect(run(bajor.state, [playOn(bajor.card, bajor.outpost)]).state.cards[bajor.card]!.zone).toBe(Z.discard('p1'));
  });
});
