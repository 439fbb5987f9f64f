// Treaty: Romulan/Cardassian (ds9, 112_076): event — on your table, your Romulan and Cardassian cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_076', {
  title: 'Treaty: Romulan/Cardassian',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Romulan', 'Cardassian'] }],
});
