// Brace for Impact (tstl, 163_012): event — your damaged ship at a planet location lands there; if it is Galaxy-class you score its lowest printed attribute (X), otherwise nothing; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_012', {
  title: 'Brace for Impact',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-damaged-ship-at-planet' },
  triggers: [{ on: 'played', effects: [{ kind: 'crash-land-target', pointsIfClass: 'Galaxy' }] }],
  duration: 'instant',
});
