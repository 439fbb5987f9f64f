// We Need You Here (WPEmissary, 171_065): incident — seeded or played on a Commander's Office, it lies there; once each turn, in place of its owner's card draw, a Site card is downloaded onto that Commander's Office's Nor where it may lie (behaviour/site-downloads.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of one card draw").
export default defineCard('171_065', {
  title: 'We Need You Here',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ["Commander's Office"] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'download-site',
      limit: 'once-per-turn',
      costs: ['card-draw'],
      targets: { kind: 'site-to-download', hostNor: true },
      effects: [{ kind: 'download-site-target' }],
    },
  ],
  manual: ['with your Reshape the Quadrant in play, ignoring "draw no cards that turn" of sites on this station (those site texts are manual)'],
});
