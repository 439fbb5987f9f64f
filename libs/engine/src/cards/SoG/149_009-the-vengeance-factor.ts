// The Vengeance Factor (SoG, 149_009): dilemma — the opponent may download and seed here up to two of Microvirus, The Gatherers and Yuta; it lies on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_009', {
  title: 'The Vengeance Factor',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'The Vengeance Factor',
    steps: [
      { kind: 'download-and-seed', upTo: 2, titles: ['Microvirus', 'The Gatherers', 'Yuta'] },
      { kind: 'place', on: 'mission', affected: 'none' },
    ],
    manual: ['the skill and attribute requirements of Microvirus and The Gatherers here are doubled'],
  },
});
