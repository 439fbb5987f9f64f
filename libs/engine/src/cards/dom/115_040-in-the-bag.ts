// In the Bag (dom, 115_040): interrupt — your equipment in play and your shape-shifter in hand change places (the shape-shifter had taken its form); at the start of a personnel battle, with the equipment in it, you may also download Strike Three there.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_040', {
  title: 'In the Bag',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-equipment-and-shape-shifter-in-hand' },
  triggers: [{ on: 'played', effects: [{ kind: 'exchange-equipment-with-shape-shifter' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'your-equipment-and-shape-shifter-in-hand', inBattle: true },
      triggers: [{ on: 'played', effects: [{ kind: 'exchange-equipment-with-shape-shifter' }, { kind: 'may', effects: [{ kind: 'download-also-titled', titles: ['Strike Three'] }] }] }],
    },
  ],
});
