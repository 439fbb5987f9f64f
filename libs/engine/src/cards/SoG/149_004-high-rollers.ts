// High Rollers (SoG, 149_004): dilemma — the opponent may download and seed here two Royale Casino dilemmas; it lies on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_004', {
  title: 'High Rollers',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'High Rollers',
    steps: [
      { kind: 'download-and-seed', upTo: 2, titleStarts: 'Royale Casino' },
      { kind: 'place', on: 'mission', affected: 'none' },
    ],
    manual: ['each Royale Casino dilemma faced here first stops one Away Team member of your choice'],
  },
});
