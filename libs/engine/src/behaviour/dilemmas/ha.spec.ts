/**
 * Holodeck Adventures dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person, ship } from '../../testing/attempt-scene';
import { attemptA } from '../../testing/dilemma-cases-a';
import { attempt, failed, killed, ofType, reseeded, verdicts } from '../../testing/dilemma-cases';

const hologram = (c: number) => ({
  ...person({ c }),
  icons: [{ code: 'Holo', name: 'Hologram', category: 'special' }],
});

/** Holograms exist only aboard a ship with a Holodeck (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT): Dejaren is met in space. */
const holodeck = { ...ship(), ship: { ...ship().ship!, specialEquipment: ['Holodeck'] } };

describe('Holodeck Adventures dilemmas', () => {
  it('125_006 Dejaren: a hologram and a non-hologram are selected; each dies only with CUNNING<9; then two Computer Skill must remain', () => {
    const ok = attemptA('space', '125_006', [
      hologram(9),
      { skills: 'OFFICER Computer Skill x2', c: 9 },
    ], { ship: holodeck });
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([
      [],
      ['met'],
      false,
    ]);
    const ko = attemptA('space', '125_006', [
      hologram(8),
      { skills: 'OFFICER Computer Skill x2', c: 8 },
    ], { ship: holodeck });
    expect(killed(ko.events)).toEqual(ko.team);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('125_008 Primitive Humanoids: two Leadership and Anthropology → nothing; otherwise two random members are held atop the mission with it', () => {
    const ok = attempt('planet', '125_008', [{ skills: 'OFFICER Leadership x2 Anthropology' }, {}]);
    expect([ofType(ok.events, 'DilemmaPlaced'), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '125_008', [{}, {}, {}]);
    const held = ko.team.filter((iid) => ko.state.cards[iid]!.zone === 'atop:L1');
    expect(held).toHaveLength(2);
    expect(ko.state.ongoing[ko.built.ids.seeds[0]!]!.affected.slice().sort()).toEqual(held.sort());
    expect([failed(ko.events), reseeded(ko.events)]).toEqual([true, false]);
  });
});
