// HQ: Return Orb to Bajor (ds9, 112_138): objective — lies on your [Orb] personnel. That personnel may "reclaim" (steal) an Orb artifact
// the opponent controls present with it (control taken, owner kept: behaviour/ferengi-profits.ts › stealCard).
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
  ],
  manual: [
    'earning Orb artifacts just encountered where that personnel is present',
    'on Bajor with Orb artifacts present: drawing up to three cards for each, scoring its points, discarding the objective (each artifact returned once per game)',
  ],
});
