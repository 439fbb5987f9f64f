// Romulan Mind Probes (dow, 227_003): dilemma — one random member goes on with every member sharing a printed skill with them; the rest are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_003', {
  title: 'Romulan Mind Probes',
  scenario: 'behaviour/dilemmas/dow.spec.ts',
  dilemma: {
    title: 'Romulan Mind Probes',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'act', targets: { by: 'unlike-picked', share: 'printed-skill' }, action: 'stop' },
    ],
  },
});
