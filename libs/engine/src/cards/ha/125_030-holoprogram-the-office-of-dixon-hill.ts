// Holoprogram: The Office of Dixon Hill (ha, 125_030): incident — played on your ship with a Holodeck, it lies there; your Cyrus Redblock may report aboard. Seeding, downloading Felix Leech in place of a card draw, and requesting "the item" are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_030', {
  title: 'Holoprogram: The Office of Dixon Hill',
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  // Read only while it lies on its owner's ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', title: 'Cyrus Redblock' } }],
  manual: [
    'seeds on your ship with a Holodeck',
    'in place of a card draw, download Felix Leech aboard',
    'with Cyrus Redblock aboard, once each turn request "the item": a hand card face down, the opponent chooses between its free play plus a card draw, or it out of play and 5 points for you',
  ],
});
