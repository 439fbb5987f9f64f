/**
 * Issue 15 (helper inca): Crossover (122_032) — once each turn, one of two uses sharing one limit: a Mirror
 * Universe personnel reports as if it had no [MU] icon (quadrant-crossing.ts, `report-as-if-native` with
 * `icon` and `limitKey`); or, just after one of the personnel the card names reports, a Multidimensional
 * Transport Device may be downloaded where they are — or, after the Device reports with the normal card play,
 * one of those personnel is downloaded where it is and the incident is discarded (when-cards-played.ts,
 * `limitKey`; card filter `namedTitles`).
 *   1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME"
 *   AND SIMILAR LIMITS.
 * given (an Alpha Quadrant scene: p1's Federation Outpost at L1, Crossover on p1's table or not, cards in hand
 * and on top of the draw deck) / when (ReportForDuty, MakeChoice) / then (zones, refusals, the incident kept or
 * discarded).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { person, realCard, scene } from '../testing/attempt-scene';
import { accepted, moved, when } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { matches } from './play';

const icon = (code: string) => ({ code, name: code, category: 'test' });
const mirror = (skills: string): Card => {
  const base = person({ affiliation: 'Federation', skills });
  return { ...base, icons: [...base.icons, icon('MU')] };
};
const report = (card: string, facility: string) => ({ type: 'ReportForDuty' as const, actor: 'p1' as const, card, facility });
const freshPlay = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });

function table(opts: { crossover?: boolean; hand?: (string | Card)[]; drawTop?: (string | Card)[] } = {}) {
  const built = scene({ missions: ['Excavation'], hand: ['122_032', 'Federation Outpost', ...(opts.hand ?? [])], drawTop: opts.drawTop ?? [] });
  const [crossover, outpost, ...hand] = built.ids.hand as [string, string, ...string[]];
  const moves: [string, string][] = [[outpost, Z.space('L1')]];
  moves.push([crossover, opts.crossover === false ? Z.discard('p1') : Z.table('p1')]);
  return { state: moved(built.state, moves), crossover, outpost, hand, deck: built.ids.deck };
}

describe('card filter namedTitles ({Quark}: any version of that title, not another title beginning with it)', () => {
  it('matches Quark and Quark (Emissary), not Quark Son of Keldar nor Mr. Quark', () => {
    const filter = { namedTitles: ['Quark'] };
    expect(matches(realCard('117_097'), filter)).toBe(true);
    expect(matches(realCard('167_058'), filter)).toBe(true);
    expect(matches(realCard('116_085'), filter)).toBe(false);
    expect(matches(realCard('122_090'), filter)).toBe(false);
  });
});

describe('122_032 Crossover, first way (once each turn a [MU] personnel of yours reports ignoring its [MU] icon)', () => {
  it('applies: a [MU] personnel reports to your Alpha Quadrant outpost (offered); a second that turn is refused', () => {
    const built = table({ hand: [mirror('OFFICER'), mirror('SCIENCE')] });
    const [first, second] = built.hand as [string, string];
    expect(legalCommands(built.state, 'p1')).toContainEqual(report(first, built.outpost));
    const after = accepted(built.state, report(first, built.outpost));
    expect(after.state.cards[first]!.zone).toBe(Z.aboard(built.outpost));
    const again = when(freshPlay(after.state), report(second, built.outpost));
    expect('violation' in again && again.violation.code).toBe('NOT_NATIVE_QUADRANT');
  });
  it('does not apply without the incident: the [MU] personnel may not report in the Alpha Quadrant', () => {
    const built = table({ crossover: false, hand: [mirror('OFFICER')] });
    const outcome = when(built.state, report(built.hand[0]!, built.outpost));
    expect('violation' in outcome && outcome.violation.code).toBe('NOT_NATIVE_QUADRANT');
    expect(legalCommands(built.state, 'p1')).not.toContainEqual(report(built.hand[0]!, built.outpost));
  });
});

describe('122_032 Crossover, second way (just after you report a named personnel, download a Multidimensional Transport Device to them)', () => {
  it('applies: Benjamin Sisko reports; the Device is offered from the deck and downloaded aboard the outpost with him; the turn’s use is spent for the first way too', () => {
    const built = table({ hand: ['112_205', mirror('OFFICER')], drawTop: ['122_019'] });
    const [sisko, mu] = built.hand as [string, string];
    const device = built.deck[0]!;
    const asked = accepted(built.state, report(sisko, built.outpost));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 0, max: 1, options: [device] }));
    const done = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [device] });
    expect(done.state.cards[device]!.zone).toBe(Z.aboard(built.outpost));
    expect(done.state.cards[built.crossover]!.zone).toBe(Z.table('p1'));
    const crossing = when(freshPlay(done.state), report(mu, built.outpost));
    expect('violation' in crossing && crossing.violation.code).toBe('NOT_NATIVE_QUADRANT');
  });
  it('declined: no Device chosen spends nothing — a [MU] personnel may still report in the Alpha Quadrant that turn', () => {
    const built = table({ hand: ['112_205', mirror('OFFICER')], drawTop: ['122_019'] });
    const [sisko, mu] = built.hand as [string, string];
    const asked = accepted(built.state, report(sisko, built.outpost));
    const declined = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(declined.state.cards[built.deck[0]!]!.zone).toBe(Z.draw('p1'));
    const crossed = accepted(freshPlay(declined.state), report(mu, built.outpost));
    expect(crossed.state.cards[mu]!.zone).toBe(Z.aboard(built.outpost));
  });
  it('does not apply to a personnel the card does not name (a Federation test personnel titled Quark Son of Keldar): no choice is offered', () => {
    const keldar: Card = { ...person({ affiliation: 'Federation', skills: 'OFFICER' }), title: 'Quark Son of Keldar' };
    const built = table({ hand: [keldar], drawTop: ['122_019'] });
    const after = accepted(built.state, report(built.hand[0]!, built.outpost));
    expect(after.state.pendingChoice ?? null).toBeNull();
    expect(after.state.cards[built.deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
  it('does not apply once a [MU] personnel crossed this turn (one use of either way)', () => {
    const built = table({ hand: [mirror('OFFICER'), '112_205'], drawTop: ['122_019'] });
    const [mu, sisko] = built.hand as [string, string];
    const crossed = accepted(built.state, report(mu, built.outpost));
    const after = accepted(freshPlay(crossed.state), report(sisko, built.outpost));
    expect(after.state.pendingChoice ?? null).toBeNull();
    expect(after.state.cards[built.deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
});

describe('122_032 Crossover, vice versa (the Device reported as your normal card play: download a named personnel to it, discard the incident)', () => {
  it('applies: the Device reports; Benjamin Sisko is downloaded aboard the outpost with it; the incident is discarded', () => {
    const built = table({ hand: ['122_019'], drawTop: ['112_205'] });
    const device = built.hand[0]!;
    const sisko = built.deck[0]!;
    const asked = accepted(built.state, report(device, built.outpost));
    expect(asked.state.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', min: 0, max: 1, options: [sisko] }));
    const done = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [sisko] });
    expect(done.state.cards[sisko]!.zone).toBe(Z.aboard(built.outpost));
    expect(done.state.cards[built.crossover]!.zone).toBe(Z.discard('p1'));
  });
  it('declined: no personnel chosen, the incident stays on the table', () => {
    const built = table({ hand: ['122_019'], drawTop: ['112_205'] });
    const asked = accepted(built.state, report(built.hand[0]!, built.outpost));
    const done = accepted(asked.state, { type: 'MakeChoice', actor: 'p1', chosen: [] });
    expect(done.state.cards[built.deck[0]!]!.zone).toBe(Z.draw('p1'));
    expect(done.state.cards[built.crossover]!.zone).toBe(Z.table('p1'));
  });
  it('does not apply without the incident: the Device reports and nothing is offered', () => {
    const built = table({ crossover: false, hand: ['122_019'], drawTop: ['112_205'] });
    const after = accepted(built.state, report(built.hand[0]!, built.outpost));
    expect(after.state.pendingChoice ?? null).toBeNull();
    expect(after.state.cards[built.deck[0]!]!.zone).toBe(Z.draw('p1'));
  });
});
