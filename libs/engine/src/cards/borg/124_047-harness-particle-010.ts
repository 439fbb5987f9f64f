// Harness Particle 010 (borg, 124_047): Borg-Only Objective — played on the table targeting your mission where an Omega Particle is, with no [BO] objective on it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with your staffed Borg cube there you may probe: [Enigma], an incident or an objective completes it (placed on the mission, 30 points; the Omega Particle discarded); later completed Borg-Only Objectives of yours score double. Downloading the Omega Particle and its immunity to Kevin Uxbridge stay manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_047', {
  title: 'Harness Particle 010',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { yours: true, withCardTitled: 'Omega Particle', noBorgObjective: true } },
  borgObjective: { scouts: 'location', doublesLater: true },
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
  manual: ['downloading the Omega Particle when needed', 'the Omega Particle is immune to Kevin Uxbridge'],
});
