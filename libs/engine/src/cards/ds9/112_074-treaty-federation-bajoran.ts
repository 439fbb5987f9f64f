// Treaty: Federation/Bajoran (ds9, 112_074): event — on your table, your Federation and Bajoran cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_074', {
  title: 'Treaty: Federation/Bajoran',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'mix', affiliations: ['Federation', 'Bajoran'] }],
});
