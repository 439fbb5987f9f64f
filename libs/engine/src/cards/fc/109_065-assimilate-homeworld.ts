// Assimilate Homeworld (fc, 109_065): Borg-Only Objective — played on the table targeting a homeworld with no [BO] objective on it, while you have a counterpart whose affiliation before assimilation matches it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with that matching counterpart there you may probe: [Com] completes it (placed on the mission, 40 points) and assimilates the planet; from then on cards of the homeworld's affiliation, except [AU] cards, report to no outpost. Stop First Contact, or Build Interplexing Beacon once Stop First Contact was nullified, may suspend it (targeting Earth, scouting complete) and then complete it (`completion`: objective-suspensions.ts).
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING; Planetary Assimilation; Borg Rule: Personnel Assimilation (a counterpart's previous affiliation stays relevant for Borg-related cards).
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const completion: readonly Effect[] = [{ kind: 'complete-borg-objective', points: 40 }, { kind: 'assimilate-planet' }];

export default defineCard('109_065', {
  title: 'Assimilate Homeworld',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { homeworld: true, noBorgObjective: true, counterpartMatching: true } },
  borgObjective: { scouts: 'location', completion },
  bansOutpostReports: { exceptIcons: ['AU'] },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-scouting',
          at: { kind: 'matching-counterpart-there' },
          then: [{ kind: 'may', effects: [{ kind: 'probe', who: 'you', outcomes: [{ name: 'assimilated', match: { icons: ['Com'] }, effects: completion }] }] }],
        },
      ],
    },
  ],
  // Issue 15 (helper borg): the matching counterpart is a long-term target (counterpart-targets.ts; 1E rulebook › LEAVING PLAY).
  discardWhen: [{ kind: 'matching-counterpart-gone' }],
});
