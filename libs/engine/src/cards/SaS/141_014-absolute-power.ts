// Absolute Power (SaS, 141_014): interrupt — once each turn, one of your augments is killed and you draw three cards; the once-per-game unstopping of augments is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_014', {
  title: 'Absolute Power',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { characteristic: 'Augment' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }, { kind: 'draw', who: 'you', count: 3 }] }],
  manual: ['the other mode (once per game): kill your personnel to unstop all your augments of its affiliation'],
});
