// Holoprogram: The Office of Dixon Hill (ha, 125_030): incident — seeded or played on your ship with a Holodeck, it lies there; your Cyrus Redblock may report aboard; in place of your card draw you may download Felix Leech aboard it (ActivateCard). Requesting "the item" is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_030', {
  title: 'Holoprogram: The Office of Dixon Hill',
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck' },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  // Read only while it lies on its owner's ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', title: 'Cyrus Redblock' } }],
  // Issue 15 (download): "in place of a card draw" (draw-replacements.ts).
  abilities: [{ id: 'download-leech', costs: ['card-draw'], targets: { kind: 'download-aboard-host', filter: { types: ['Personnel'], titles: ['Felix Leech'] } }, effects: [{ kind: 'download-aboard-host' }] }],
  manual: [
    'with Cyrus Redblock aboard, once each turn request "the item": a hand card face down, the opponent chooses between its free play plus a card draw, or it out of play and 5 points for you',
  ],
});
