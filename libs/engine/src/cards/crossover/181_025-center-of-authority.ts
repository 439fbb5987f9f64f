// Center of Authority (crossover, 181_025): incident — on your table; once each turn one of your [DS9] Bajoran or [DS9] Cardassian personnel with [KCA] reports for free to Mirror Terok Nor while its [KCA] side is up (a site of it: behaviour/nor-sides.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites).
export default defineCard('181_025', {
  title: 'Center of Authority',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'free-report',
      who: { anyOf: [{ icons: ['DS9', 'KCA'], affiliations: ['Bajoran'] }, { icons: ['DS9', 'KCA'], affiliations: ['Cardassian'] }] },
      to: { nor: { titles: ['Mirror Terok Nor'], icon: 'KCA' } },
    },
  ],
});
