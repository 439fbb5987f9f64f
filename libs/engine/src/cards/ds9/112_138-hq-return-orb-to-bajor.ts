// HQ: Return Orb to Bajor (ds9, 112_138): objective — lies on your [Orb] personnel. That personnel may "reclaim" (steal) an Orb artifact
// the opponent controls present with it (control taken, owner kept: behaviour/ferengi-profits.ts › stealCard). On Bajor's surface with Orb
// artifacts of yours present, you may draw up to three cards for each (each artifact returned once per game), score its 10 points and discard it.
// Where that personnel is present in your attempt, it earns the Orb artifacts just encountered (set aside) at once.
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_138', {
  title: 'HQ: Return Orb to Bajor',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { icons: ['Orb'] } },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'reclaim',
      targets: { kind: 'opposing-card-to-steal', types: ['Artifact'], titleWords: ['Orb'], where: 'present-with-host' },
      effects: [{ kind: 'steal-target' }],
    },
    {
      // On Bajor's surface with Orb artifacts of yours present: up to three cards for each (each artifact returned once per game), its 10
      // points, the objective discarded.
      id: 'return',
      targets: { kind: 'host-home-with-cards', place: 'Bajor', types: ['Artifact'], titleWords: ['Orb'] },
      effects: [{ kind: 'return-cards-home', types: ['Artifact'], titleWords: ['Orb'], drawEach: 3, points: 10 }],
    },
  ],
  // Where that personnel is present in your mission attempt, an Orb artifact just encountered (set aside) is earned at once
  // (behaviour/encounter-earnings.ts; 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING SEED CARDS; THE CARDS).
  earnsEncounteredWherePresent: { types: ['Artifact'], titleWords: ['Orb'] },
});
