// Treaty: Federation/Cardassian (ds9, 112_075): event — on your table, your Federation and Cardassian cards are compatible; it may be seeded on the table while you have the Klaestron Outpost in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_075', {
  title: 'Treaty: Federation/Cardassian',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Cardassian'] }],
  seedsIf: { inPlay: 'Klaestron Outpost' },
});
