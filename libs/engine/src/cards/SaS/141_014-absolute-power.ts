// Absolute Power (SaS, 141_014): interrupt, two ways (PlayCard.mode) — 0 (once each turn): one of your augments is killed and you draw three cards; 1 (once per game): one of your personnel is killed and every stopped augment of yours sharing its affiliation is unstopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_014', {
  title: 'Absolute Power',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { characteristic: 'Augment' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }, { kind: 'draw', who: 'you', count: 3 }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
      targets: { kind: 'personnel', whose: 'yours', filter: {} },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }, { kind: 'unstop-yours-like-target', characteristic: 'Augment' }] }],
    },
  ],
});
