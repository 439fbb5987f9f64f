// Treaty: Federation/Cardassian (ds9, 112_075): event — on your table, your Federation and Cardassian cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_075', {
  title: 'Treaty: Federation/Cardassian',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Cardassian'] }],
  manual: ['seeding it when the Klaestron outpost is in play'],
});
