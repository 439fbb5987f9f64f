// I Miss This Office (Emissary, 167_026): incident — on your table; once each turn one of your [DS9] Cardassian personnel that has [Stf] or "Terok Nor" in lore reports for free to Terok Nor while its Terok Nor side is up (a site of it: behaviour/nor-sides.ts).
import { defineCard } from '../../behaviour/define';

// One card's free reports share one use a turn (key `free report:<title>`): "[Stf] OR lore" is two permits, one use.
const TO_TEROK_NOR = { nor: { titles: ['Terok Nor'] } } as const;

// 1E rulebook › PLAYING "FOR FREE"; 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites).
export default defineCard('167_026', {
  title: 'I Miss This Office',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'free-report', who: { icons: ['DS9', 'Stf'], affiliations: ['Cardassian'] }, to: TO_TEROK_NOR },
    { kind: 'free-report', who: { icons: ['DS9'], affiliations: ['Cardassian'] }, lore: ['Terok Nor'], to: TO_TEROK_NOR },
  ],
  manual: ['downloading Baseball when your personnel just commandeered Deep Space 9'],
});
