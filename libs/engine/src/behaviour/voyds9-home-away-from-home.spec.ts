/**
 * Issue 15 (helper voyds9): 123_063 Home Away From Home — lying on p1's ship: while a [DQ] ship whose lore names the
 * Alpha Quadrant is outside the Alpha Quadrant, p1's equipment and [DQ] personnel of its affiliation report aboard,
 * one [Stf] one each turn for free; on another non-Borg ship outside its native quadrant, p1's equipment and
 * personnel of its affiliation native to its quadrant report aboard (away-reports.ts via locker-reports.ts).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE".
 * given (p1's ship at L1, the incident on it) / when (SpecialReport) / then (accepted, paid how; or refused).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { specialReport as special } from '../testing/commands';

const icons = (card: Card, codes: string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: ['Cmd', 'Stf'].includes(code) ? 'staffing' : 'quadrant' }))] });
const vessel = (opts: { dq?: boolean; affiliation?: string }): Card => {
  const base = ship({ affiliation: opts.affiliation ?? 'Federation' });
  const card = { ...base, lore: opts.dq ? 'Flung far from the Alpha Quadrant.' : 'A ship.', ship: { ...base.ship!, staffing: { icons: ['Cmd', 'Stf'], alternatives: [] } } };
  return opts.dq ? icons(card, ['DQ']) : card;
};
const fed = (codes: string[]) => icons(person({ affiliation: 'Federation', skills: 'OFFICER' }), codes);

function given(host: Card, quadrant: 'Delta' | 'Alpha' | 'Gamma', onShip = true) {
  const built = scene({ missions: ['Excavation'], ship: host, crew: [fed(['Cmd'])], hand: ['Home Away From Home', fed(['DQ', 'Stf']), fed(['DQ', 'Stf']), fed(['Stf']), 'Tricorder'] });
  const [incident, first, second, alpha, tricorder] = built.ids.hand as [string, string, string, string, string];
  const vesselId = built.ids.ship!;
  let state: GameState = onShip ? moved(built.state, [[incident, Z.on(vesselId)]]) : built.state;
  state = { ...state, locations: { ...state.locations, L1: { ...state.locations.L1!, quadrant } } };
  return { state, incident, first, second, alpha, tricorder, vessel: vesselId };
}
const paidWithPlay = (state: GameState, command: Command) => ofType(accepted(state, command).events, 'CardReported').map((e) => e.normalCardPlay);

describe('123_063 Home Away From Home (reports aboard a ship away from home)', () => {
  it('plays on p1’s ship with a staffing icon (offered) and lies on it', () => {
    const { state, incident, vessel: host } = given(vessel({ dq: true }), 'Delta', false);
    expect(legalCommands(state, 'p1')).toContainEqual(expect.objectContaining({ type: 'PlayCard', card: incident, target: host }));
    expect(accepted(state, { type: 'PlayCard', actor: 'p1', card: incident, target: host }).state.cards[incident]!.zone).toBe(Z.on(host));
  });
  it('applies ([DQ] ship, "Alpha Quadrant" in lore, in the Delta Quadrant): a [DQ][Stf] Federation personnel reports for free, the next one uses the card play; equipment too', () => {
    const { state, first, second, tricorder, vessel: host } = given(vessel({ dq: true }), 'Delta');
    const once = accepted(state, special(first, Z.aboard(host)));
    expect(ofType(once.events, 'CardReported').map((e) => e.normalCardPlay)).toEqual([false]);
    expect(paidWithPlay(once.state, special(second, Z.aboard(host)))).toEqual([true]);
    expect(paidWithPlay(state, special(tricorder, Z.aboard(host)))).toEqual([true]);
  });
  it('does not apply ([DQ] ship): in the Alpha Quadrant nothing; a personnel not native to the Delta Quadrant is refused; without the incident nothing', () => {
    const home = given(vessel({ dq: true }), 'Alpha');
    expect(refused(home.state, special(home.first, Z.aboard(home.vessel)))).not.toBeNull();
    const away = given(vessel({ dq: true }), 'Delta');
    expect(refused(away.state, special(away.alpha, Z.aboard(away.vessel)))).not.toBeNull();
    const off = given(vessel({ dq: true }), 'Delta', false);
    expect(refused(off.state, special(off.first, Z.aboard(off.vessel)))).not.toBeNull();
  });
  it('applies (another ship, native to the Alpha Quadrant, in the Gamma Quadrant): a Federation personnel native to the Alpha Quadrant reports aboard with the card play; a [DQ] one does not', () => {
    const { state, alpha, first, vessel: host } = given(vessel({}), 'Gamma');
    expect(paidWithPlay(state, special(alpha, Z.aboard(host)))).toEqual([true]);
    expect(refused(state, special(first, Z.aboard(host)))).not.toBeNull();
  });
  it('does not apply (another ship): at home in the Alpha Quadrant; a Borg ship away from home', () => {
    const home = given(vessel({}), 'Alpha');
    expect(refused(home.state, special(home.alpha, Z.aboard(home.vessel)))).not.toBeNull();
    const borg = given(vessel({ affiliation: 'Borg' }), 'Gamma');
    expect(refused(borg.state, special(borg.alpha, Z.aboard(borg.vessel)))).not.toBeNull();
  });
});
