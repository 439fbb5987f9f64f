/**
 * Issue 15 (helper voyds9): 251_008 Vorta Scenario Testing — lying on p1's Dominion facility: p1's [AU] Dominion
 * personnel report aboard it whatever their native quadrant (SpecialReport, the normal card play: locker-reports.ts
 * › reportsWhereLying, now on a facility too); once per game, an [AU] Dominion card downloaded aboard it
 * (choices.ts › download-here).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; DOWNLOADING; "ONCE PER GAME".
 * given (p1's Dominion Outpost at L1 in the Alpha Quadrant) / when (PlayCard, SpecialReport, ActivateCard, MakeChoice) / then (the facts).
 */
import { legalCommands } from '../legal';
import { person, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { specialReport as special } from '../testing/commands';

function given(onFacility: boolean) {
  const built = scene({
    missions: ['Excavation'],
    hand: ['Dominion Outpost', 'Vorta Scenario Testing', 'Founder Borath', person({ affiliation: 'Dominion', skills: 'OFFICER' })],
    drawTop: ["Shah'Razad"],
  });
  const [outpost, incident, borath, plain] = built.ids.hand as [string, string, string, string];
  const state = moved(built.state, [[outpost, Z.space('L1')], ...(onFacility ? ([[incident, Z.on(outpost)]] as [string, string][]) : [])]);
  return { state, outpost, incident, borath, plain, shah: built.ids.deck[0]! };
}
const activate = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-here' });

describe('251_008 Vorta Scenario Testing ([AU] Dominion cards report to the Dominion facility it lies on; one [AU] Dominion download there per game)', () => {
  it('plays on p1’s Dominion facility (offered as the target) and lies on it', () => {
    const { state, incident, outpost } = given(false);
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card: incident, target: outpost }));
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: incident, target: outpost }).state.cards[incident]!.zone).toBe(Z.on(outpost));
  });
  it('applies: Founder Borath (native to the Gamma Quadrant) reports aboard the Alpha Quadrant outpost, using the normal card play', () => {
    const { state, outpost, borath } = given(true);
    expect(refused(state, { type: 'ReportForDuty', actor: 'p1', card: borath, facility: outpost })).toBe('NOT_NATIVE_QUADRANT');
    const after = accepted(state, special(borath, Z.aboard(outpost)));
    expect(after.state.cards[borath]!.zone).toBe(Z.aboard(outpost));
    expect(after.state.turn?.normalCardPlayUsed).toBe(true);
  });
  it('does not apply: a Dominion personnel without [AU] is not offered the special report; without the incident, Borath is not either', () => {
    const { state, outpost, plain } = given(true);
    expect(refused(state, special(plain, Z.aboard(outpost)))).not.toBeNull();
    const off = given(false);
    expect(refused(off.state, special(off.borath, Z.aboard(off.outpost)))).not.toBeNull();
  });
  it('applies once per game: Shah’Razad ([AU] Dominion) downloaded from the deck aboard the outpost; the second use is refused', () => {
    const { state, incident, outpost, shah } = given(true);
    const asked = accepted(state, activate(incident)).state;
    const chosen: GameState = accepted(asked, { type: 'MakeChoice', actor: 'p1', chosen: [shah] }).state;
    expect(chosen.cards[shah]!.zone).toBe(Z.aboard(outpost));
    expect(refused(chosen, activate(incident))).not.toBeNull();
    const off = given(false);
    expect(refused(off.state, activate(off.incident))).not.toBeNull();
  });
});
