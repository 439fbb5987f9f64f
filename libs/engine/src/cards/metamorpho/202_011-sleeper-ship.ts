// Sleeper Ship (metamorpho, 202_011): event — on your table (seeded or played); when your ship wins a battle with its matching commander aboard, you may report a personnel from hand aboard it. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_011', {
  title: 'Sleeper Ship',
  scenario: 'behaviour/battle-table-responses.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'report',
      window: { kind: 'response', to: 'battle-ended' },
      targets: { kind: 'hand-personnel-to-your-winning-ship' },
      effects: [{ kind: 'report-chosen-aboard' }],
    },
  ],
});
