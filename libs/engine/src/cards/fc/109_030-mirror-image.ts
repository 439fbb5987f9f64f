// Mirror Image (fc, 109_030): event — on a table: Red Alert!, Kivas Fajo - Collector, Masaka Transformations and The Traveler: Transcendence act for every player. Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_030', {
  title: 'Mirror Image',
  scenario: 'behaviour/mirror-images.spec.ts',
  // Seeding it is the seed phases' generic rules (events seed face up on the table); played, it is the normal card play.
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'affects-all-players', titles: ['Red Alert!', 'Kivas Fajo - Collector', 'Masaka Transformations', 'The Traveler: Transcendence'] }],
  immuneTo: ['Kevin Uxbridge'],
});
