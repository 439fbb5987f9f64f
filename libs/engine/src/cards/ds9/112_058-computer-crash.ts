// Computer Crash (ds9, 112_058): event — on the table (seeded or played), nobody may play a Q's Tent, download a card or play a card that downloads; discarded at the end of its owner's next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_058', {
  title: 'Computer Crash',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'no-downloads' }, { kind: 'no-plays-titled', titles: ["Q's Tent", "Q's Tent: Civil War"] }],
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'next-turn', effects: [{ kind: 'discard-self' }] }],
});
