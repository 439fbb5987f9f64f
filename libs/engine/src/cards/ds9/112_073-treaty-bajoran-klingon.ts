// Treaty: Bajoran/Klingon (ds9, 112_073): event — on your table, your Bajoran and Klingon cards are compatible.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_073', {
  title: 'Treaty: Bajoran/Klingon',
  scenario: 'behaviour/treaties.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Chancellor Gowron'] } },
  permits: [{ kind: 'mix', affiliations: ['Bajoran', 'Klingon'] }],
});
