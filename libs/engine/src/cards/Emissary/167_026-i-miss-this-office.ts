// I Miss This Office (Emissary, 167_026): incident — on your table; once each turn one of your [DS9] Cardassian personnel that has [Stf] or "Terok Nor" in lore reports for free to Terok Nor while its Terok Nor side is up (a site of it: behaviour/nor-sides.ts); when your personnel just commandeered Deep Space 9, Baseball may be downloaded in answer (commandeer-downloads.ts).
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
  // "If your personnel just commandeered {Deep Space 9}, you may download {Baseball}": a response in that window,
  // Baseball played at the Nor just taken (commandeer-downloads.ts).
  abilities: [
    {
      id: 'download-baseball',
      window: { kind: 'response', to: 'facility-commandeered' },
      targets: { kind: 'card-to-download-for-commandeered', titles: ['Baseball'], norTitles: ['Deep Space 9'] },
      effects: [{ kind: 'download-target-for-commandeered' }],
    },
  ],
});
