// A New Game (lookinggla, 184_001): dilemma — the opponent may download and seed here up to two Chula dilemmas other than The Chandra and The Game; it lies on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_001', {
  title: 'A New Game',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'A New Game',
    steps: [
      { kind: 'download-and-seed', upTo: 2, titleStarts: 'Chula', exceptTitles: ['Chula: The Chandra', 'Chula: The Game'] },
      { kind: 'place', on: 'mission', affected: 'none' },
    ],
    manual: ['one personnel (the opponent\'s choice) is left out of the random selections of each Chula dilemma here'],
  },
});
