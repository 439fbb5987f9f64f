// Garak's Tailor Shop (ds9, 112_269): a site of the Promenade level on Terok Nor or Deep Space 9 — seeded or played into its Nor's row (behaviour/sites.ts); reporting as its text allows.
import { defineCard } from '../../behaviour/define';
import { siteCard } from '../../behaviour/site-builders';

export default defineCard('112_269', siteCard({
  title: 'Garak\'s Tailor Shop',
  scenario: 'behaviour/sites.spec.ts',
  site: { level: 'Promenade', nors: ['Terok Nor', 'Deep Space 9'], reports: [{ personnel: { skill: 'Obsidian Order' } }] },
  manual: [
    'reporting for free with any Garak in play',
    'once each turn, glancing at the top card of the opponent\'s draw deck with Obsidian Order and Treachery unopposed here',
    'a player who does not control the station reporting Cardassian personnel and equipment here',
  ],
}));
