// Assimilate Planet (fc, 109_066): Borg-Only Objective — played on the table targeting a non-homeworld planet mission showing 35 points or more with no [BO] objective on it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with Borg there you may probe: [Com] or [Def] completes it (placed on the mission, 25 points). The planet's assimilation (opposing cards there) and the objective download stay manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_066', {
  title: 'Assimilate Planet',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { planet: true, notHomeworld: true, minPoints: 35, noBorgObjective: true } },
  borgObjective: { scouts: 'location' },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-scouting',
          at: { kind: 'yours-there', filter: { affiliation: 'Borg' } },
          then: [{ kind: 'may', effects: [{ kind: 'probe', who: 'you', outcomes: [{ name: 'assimilated', match: { icons: ['Com', 'Def'] }, effects: [{ kind: 'complete-borg-objective', points: 25 }] }] }] }],
        },
      ],
    },
  ],
  manual: ['planetary assimilation: opposing personnel, equipment, landed ships and facilities there become yours', 'downloading one Objective card on completion'],
});
