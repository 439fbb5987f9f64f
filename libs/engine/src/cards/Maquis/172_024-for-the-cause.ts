// For the Cause (Maquis, 172_024): objective — plays on your mission in the Badlands or the Demilitarized Zone Region; your Maquis personnel may attempt it, and you may solve it with the printed requirements or with any one of their terms (all its levels) replaced by Leadership + SECURITY + CUNNING>30.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_024', {
  title: 'For the Cause',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, regions: ['Badlands Region', 'Demilitarized Zone Region'] } },
  duration: 'on-target-mission',
  permits: [
    { kind: 'attempt-here', who: { affiliations: ['Maquis'] } },
    { kind: 'alternative-requirements', replaceOneTerm: 'Leadership + SECURITY + CUNNING>30' },
  ],
});
