/**
 * Issue 15 (eie): equipment that lets one personnel aboard per copy help the ship (behaviour/crew-enablers.ts).
 *   1E rulebook › THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › THE CUMULATIVE RULE; 1E DS9 expansion
 *   rules › matching commander.
 * given (a ship of p1 at L1 with crew and headsets aboard) / when (its attributes and matching commander
 * are read) / then (one point of WEAPONS and SHIELDS per helped personnel; a Vorta commands).
 */
import { scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { matchingCommanderAboard } from './fleet-modifiers';
import { shipAttribute } from './ship-modifiers';

const vorta: PersonSpec = { affiliation: 'Dominion', ch: ['Vorta', 'Male'], skills: 'V.I.P. Diplomacy' };
const jemHadar: PersonSpec = { affiliation: 'Dominion', ch: ["Jem'Hadar", 'Male'], skills: 'SECURITY' };
const human: PersonSpec = { affiliation: 'Dominion', ch: ['Human'], skills: 'SECURITY' };

function headsets(options: { affiliation?: string; crew: readonly PersonSpec[]; copies: number }) {
  const built = scene({ missions: ['Excavation'], ship: ship({ affiliation: options.affiliation ?? 'Dominion', weapons: 6, shields: 6 }), crew: options.crew, equipment: Array.from({ length: options.copies }, () => 'VR Headset') });
  const at = built.ids.ship!;
  return { state: built.state, ship: at, weapons: shipAttribute(built.state, at, 'WEAPONS'), shields: shipAttribute(built.state, at, 'SHIELDS'), range: shipAttribute(built.state, at, 'RANGE') };
}

describe('119_015 VR Headset: each headset aboard your Dominion ship lets one Vorta, Jem\'Hadar or Cardassian aboard raise WEAPONS and SHIELDS +1; a Vorta serves as matching commander', () => {
  it('two headsets with one Vorta aboard: +1 once (one helped personnel); with a Vorta and a Jem\'Hadar: +2; RANGE untouched', () => {
    const one = headsets({ crew: [vorta], copies: 2 });
    expect([one.weapons, one.shields, one.range]).toEqual([7, 7, 8]);
    const two = headsets({ crew: [vorta, jemHadar], copies: 2 });
    expect([two.weapons, two.shields]).toEqual([8, 8]);
    const single = headsets({ crew: [vorta, jemHadar], copies: 1 });
    expect([single.weapons, single.shields]).toEqual([7, 7]);
  });
  it('no Vorta, Jem\'Hadar or Cardassian aboard, or a ship that is not Dominion: nothing', () => {
    const nobody = headsets({ crew: [human], copies: 2 });
    expect([nobody.weapons, nobody.shields]).toEqual([6, 6]);
    const federation = headsets({ affiliation: 'Federation', crew: [vorta], copies: 2 });
    expect([federation.weapons, federation.shields]).toEqual([6, 6]);
  });
  it('a Vorta aboard with a headset is the matching commander; a Jem\'Hadar is not, nor a Vorta without a headset or on a non-Dominion ship', () => {
    const withVorta = headsets({ crew: [vorta], copies: 1 });
    expect(matchingCommanderAboard(withVorta.state, withVorta.ship)).toBe(true);
    const withJemHadar = headsets({ crew: [jemHadar], copies: 1 });
    expect(matchingCommanderAboard(withJemHadar.state, withJemHadar.ship)).toBe(false);
    const noHeadset = headsets({ crew: [vorta], copies: 0 });
    expect(matchingCommanderAboard(noHeadset.state, noHeadset.ship)).toBe(false);
    const federation = headsets({ affiliation: 'Federation', crew: [vorta], copies: 1 });
    expect(matchingCommanderAboard(federation.state, federation.ship)).toBe(false);
  });
});
