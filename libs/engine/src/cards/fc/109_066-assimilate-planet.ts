// Assimilate Planet (fc, 109_066): Borg-Only Objective — played on the table targeting a non-homeworld planet mission showing 35 points or more with no [BO] objective on it; your Borg scout it; once scouting is complete (an earlier turn), at the end of your turn with Borg there you may probe: [Com] or [Def] completes it (placed on the mission, 25 points) and assimilates the planet: the opponent's personnel, equipment and landed ships on it and facilities at the location (with all aboard) become Borg under your control, and the planet can no longer be attempted. Then its player may download one Objective card.
import { defineCard } from '../../behaviour/define';
import { scoutThenProbe } from '../../behaviour/scouting-builders';

export default defineCard('109_066', {
  title: 'Assimilate Planet',
  scenario: 'behaviour/borg-objective-extras.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { planet: true, notHomeworld: true, minPoints: 35, noBorgObjective: true } },
  borgObjective: { scouts: 'location' },
  triggers: scoutThenProbe({ name: 'assimilated', icons: ['Com', 'Def'], points: 25, also: [{ kind: 'assimilate-planet' }, { kind: 'offer-objective-download' }] }),
});
