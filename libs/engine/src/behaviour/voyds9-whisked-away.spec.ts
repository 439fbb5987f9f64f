/**
 * Issue 15 (helper voyds9): 251_004 Whisked Away — lying on p1's Kazon Outpost (a [DQ] outpost), p1's universal
 * Kazon personnel native to the Alpha Quadrant without a special download report as if native to the Delta
 * Quadrant (report-as-if-quadrant.ts, read by play.ts › checkReportingPlace).
 *   1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT.
 * given (Kazon Outposts of p1 at L1 in the Delta Quadrant and L2 in the Alpha Quadrant) / when (PlayCard, ReportForDuty) / then (accepted or refused).
 */
import { legalCommands } from '../legal';
import { person, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { GameState } from '../types';
import { Z } from '../zones';
import { report } from '../testing/commands';

function given(onOutpost: boolean) {
  const built = scene({
    missions: ['Excavation', 'Avert Disaster'],
    hand: ['Kazon Outpost', 'Kazon Outpost', 'Whisked Away', person({ affiliation: 'Kazon', skills: 'OFFICER' }), person({ affiliation: 'Kazon', skills: 'SECURITY', universal: false }), person({ affiliation: 'Kazon', skills: 'ENGINEER', downloads: true })],
  });
  const [delta, alpha, event, kazon, unique, downloader] = built.ids.hand as [string, string, string, string, string, string];
  let state: GameState = moved(built.state, [[delta, Z.space('L1')], [alpha, Z.space('L2')], ...(onOutpost ? ([[event, Z.on(delta)]] as [string, string][]) : [])]);
  state = { ...state, locations: { ...state.locations, L1: { ...state.locations.L1!, quadrant: 'Delta' } } };
  return { state, delta, alpha, event, kazon, unique, downloader };
}

describe('251_004 Whisked Away (your matching universal Alpha Quadrant personnel without DL/ report as if [DQ])', () => {
  it('plays on p1’s [DQ] Kazon outpost (offered) and lies on it', () => {
    const { state, event, delta } = given(false);
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card: event, target: delta }));
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: event, target: delta }).state.cards[event]!.zone).toBe(Z.on(delta));
  });
  it('applies: the universal Kazon reports to the Delta Quadrant outpost, and no longer to the Alpha Quadrant one', () => {
    const { state, kazon, delta, alpha } = given(true);
    expect(refused(state, report(kazon, alpha))).toBe('NOT_NATIVE_QUADRANT');
    expect(accepted(state, report(kazon, delta)).state.cards[kazon]!.zone).toBe(Z.aboard(delta));
  });
  it('does not apply: without the event, or for a unique Kazon, or one with a special download — the Alpha Quadrant as printed', () => {
    const off = given(false);
    expect(refused(off.state, report(off.kazon, off.delta))).toBe('NOT_NATIVE_QUADRANT');
    expect(accepted(off.state, report(off.kazon, off.alpha)).state.cards[off.kazon]!.zone).toBe(Z.aboard(off.alpha));
    const on = given(true);
    expect(refused(on.state, report(on.unique, on.delta))).toBe('NOT_NATIVE_QUADRANT');
    expect(refused(on.state, report(on.downloader, on.delta))).toBe('NOT_NATIVE_QUADRANT');
  });
});
