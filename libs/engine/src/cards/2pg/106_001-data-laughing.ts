// Data Laughing (2pg, 106_001): interrupt — cancels a Calamarain in play or just played; doubling Data's Head and taking over a ship are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('106_001', {
  title: 'Data Laughing',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Calamarain'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Calamarain'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: 'the other modes: double Data\'s Head this turn; take control of a ship affected by Lore Returns',
});
