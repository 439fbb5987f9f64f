// Reman Sacrifice (coldfront, 200_022): interrupt — once each turn, one of your Remans dies and you draw three cards; or, held in hand, your Reman present dies instead of a Romulan of yours about to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_022', {
  title: 'Reman Sacrifice',
  scenario: 'behaviour/death-savers.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { characteristic: 'Reman' } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }, { kind: 'draw', who: 'you', count: 3 }] }],
  // The substitution (1E rulebook › GETTING HURT › KILLED OR DESTROYED; behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { affiliation: 'Romulan' }, helper: { characteristic: 'Reman' }, instead: 'helper-dies' }],
});
