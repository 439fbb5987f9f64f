// Harness Particle 010 (borg, 124_047): Borg-Only Objective — played on the table targeting your mission where an Omega Particle is, with no [BO] objective on it (or, the second way, your mission with your outpost and no Omega Particle: one is downloaded onto that outpost first — none to download, the objective is discarded); while it is in play the Omega Particle it targets is immune to Kevin Uxbridge; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with your staffed Borg cube there you may probe: [Enigma], an incident or an objective completes it (placed on the mission, 30 points; the Omega Particle discarded); later completed Borg-Only Objectives of yours score double.
//   Behaviour/facility-target-downloads.ts (the download), lent-immunity.ts (`lendsImmunity.atTarget`); 1E rulebook › DOWNLOADING.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_047', {
  title: 'Harness Particle 010',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { yours: true, withCardTitled: 'Omega Particle', noBorgObjective: true } },
  borgObjective: { scouts: 'location', doublesLater: true },
  lendsImmunity: { titles: ['Omega Particle'], from: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'], atTarget: true },
  modes: [
    {
      // "(download if needed)": no Omega Particle at your mission yet, your outpost there to play it on.
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'objective-mission', missions: { yours: true, withoutCardTitled: 'Omega Particle', withYourFacility: 'Outpost', noBorgObjective: true } },
      triggers: [
        {
          on: 'played',
          effects: [
            {
              kind: 'download-titled-onto-your-facility-at-target',
              title: 'Omega Particle',
              facilityKind: 'Outpost',
              then: [{ kind: 'record-objective-target' }],
              otherwise: [{ kind: 'discard-self' }],
            },
          ],
        },
      ],
    },
  ],
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-scouting',
          at: { kind: 'staffed-ship-there', shipClass: 'Borg Cube' },
          then: [
            {
              kind: 'may',
              effects: [
                {
                  kind: 'probe',
                  who: 'you',
                  outcomes: [{ name: 'perfection achieved', match: { enigma: true, icons: ['Enigma', 'Incident', 'Objective'], types: ['Incident', 'Objective'] }, effects: [{ kind: 'complete-borg-objective', points: 30, discardHere: 'Omega Particle' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
