// To Be or Not to Be (tmp, 126_018): event — on your table; just after a battle your opponent initiated, you may discard it to damage every opposing ship of that battle (cloaked ones too); Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_018', {
  title: 'To Be or Not to Be',
  scenario: 'behaviour/battle-table-responses.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'damage',
      window: { kind: 'response', to: 'battle-ended', by: 'opponent' },
      costs: ['discard-self'],
      targets: { kind: 'opposing-ships-of-battle-just-ended' },
      effects: [{ kind: 'damage-opposing-ships-of-battle-just-ended' }],
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
