// Destroy Radioactive Garbage Scow (au, 103_058): interrupt — played on a Radioactive Garbage Scow in play (atop its mission, or
// towed on a ship): every personnel at that location not aboard a ship dies unless Thermal Deflectors are in play, the Scow is
// discarded, and an unsolved mission there is worth 10 points less (this card then lies atop that mission, its point box counted
// when the mission is solved: behaviour/scow-destroyed.ts). 1E rulebook › THE CARDS › INTERRUPTS; GETTING HURT › KILLED.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_058', {
  title: 'Destroy Radioactive Garbage Scow',
  scenario: 'behaviour/qmisc.spec.ts',
  play: { window: { kind: 'interrupt' } },
  // {Scow}: Radioactive Garbage Scow, and the Combo Female's Love Interest & Garbage Scow by its second half (combo-halves.ts).
  targets: { kind: 'card-in-play', filter: { types: ['Dilemma'], titles: ['Radioactive Garbage Scow'] } },
  missionPoints: -10,
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'kill-at-target-location-unless-aboard-ship', unlessInPlay: ['Thermal Deflectors'] },
        { kind: 'self-atop-target-mission-if-unsolved' },
        { kind: 'discard-target' },
      ],
    },
  ],
});
