// Reaching Out (HF3, 159_015): objective — on your non-homeworld mission requiring Diplomacy (one per mission; free with your Jonathan Archer there): your Starfleet personnel may attempt it; when they solve it and it shows two affiliation icons other than Federation, you score 5 and discard it.
import { defineCard } from '../../behaviour/define';

const ARCHERS = ['Jonathan Archer', 'Jonathan Archer (Homefront III)', 'Jonathan Archer (Broken Bow)', 'Jonathan Archer (Live Long and Prosper)', 'Jonathan Archer (Cold Front)', 'Commander Archer', 'Prisoner Archer'];

export default defineCard('159_015', {
  title: 'Reaching Out',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { titles: ARCHERS } }, requires: [{ kind: 'none-atop-target', title: 'Reaching Out' }] },
  targets: { kind: 'mission', missions: { yours: true, notHomeworld: true, requiring: 'Diplomacy' } },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-here', who: { affiliations: ['Starfleet'] } }],
  triggers: [
    {
      on: 'mission-completed',
      effects: [{ kind: 'if-you-solved-here', by: { affiliations: ['Starfleet'] }, icons: { count: 2, except: 'Federation' }, then: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }] }],
    },
  ],
});
