// Treaty: Romulan/Bajoran (twt, 119_021): event — on your table, your Romulan and Bajoran cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_021', {
  title: 'Treaty: Romulan/Bajoran',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Colonel Kira', 'Senator Cretak'] } },
  permits: [{ kind: 'mix', affiliations: ['Romulan', 'Bajoran'] }],
});
