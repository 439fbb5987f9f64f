// We All Serve (dow, 227_014): incident on your table — when played, brings the Cardassian/Dominion treaty from your deck into play; its other lasting effects are not automated.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_014', {
  title: 'We All Serve',
  scenario: 'behaviour/downloads-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-to-download', filter: { titles: ['Treaty: Cardassian/Dominion'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'while-in-play',
  manual: [
    'nullifies your Dominion War Efforts',
    'once each turn a DS9 Dominion or Cardassian personnel with few skills reports for free, then a card draw',
    'discarded when you play a personnel not native to the Alpha Quadrant or a Cardassian Honor personnel',
  ],
});
