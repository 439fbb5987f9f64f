// Scan Cycle Check (twt, 119_036): interrupt — lies on your personnel with Transporter Skill: while that personnel works the transporters of the ship they are aboard, your cloaked or phased ships there open for the beaming and close again. Or, as a response, cancels a Scan or Full Planet Scan just played.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_036', {
  title: 'Scan Cycle Check',
  scenario: 'behaviour/cloak-cycles.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Scan', 'Full Planet Scan'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'personnel', whose: 'yours', filter: { skill: 'Transporter Skill' } },
      // Nothing happens as it is played: it only lies on the personnel (not the first way's nullify).
      triggers: [],
      duration: 'on-target-card',
    },
  ],
  // Lying on the personnel (the mode above): 1E rulebook › CLOAK — the beaming itself is allowed (behaviour/cloak-cycles.ts).
  permits: [{ kind: 'decloak-for-beaming', skill: 'Transporter Skill' }],
});
