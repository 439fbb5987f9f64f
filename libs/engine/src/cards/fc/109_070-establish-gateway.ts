// Establish Gateway (fc, 109_070): Borg-Only Objective — seeded or played on the table targeting a space mission no [BO] objective lies on; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with Borg there you may probe: [Com] or [Nav] completes it (placed on the mission, 25 points) and downloads a Transwarp Network Gateway onto the mission when there is one. Then its player may download one Objective card. Seeded, its target is chosen as it seeds.
import { defineCard } from '../../behaviour/define';
import { scoutThenProbe } from '../../behaviour/scouting-builders';

export default defineCard('109_070', {
  title: 'Establish Gateway',
  scenario: 'behaviour/borg-objective-extras.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { space: true, noBorgObjective: true } },
  borgObjective: { scouts: 'location' },
  triggers: scoutThenProbe({ name: 'sector cleared', icons: ['Com', 'Nav'], points: 25, also: [{ kind: 'download-to-objective-mission', title: 'Transwarp Network Gateway' }, { kind: 'offer-objective-download' }] }),
  whenSeeded: [{ kind: 'choose-objective-target' }],
});
