// Reman Sacrifice (coldfront, 200_022): interrupt — once each turn, one of your Remans dies and you draw three cards; dying in place of a Romulan present is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_022', {
  title: 'Reman Sacrifice',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { characteristic: 'Reman' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }, { kind: 'draw', who: 'you', count: 3 }] }],
  manual: ['the other mode: the Reman dies instead of a [Rom] personnel present who is about to die'],
});
