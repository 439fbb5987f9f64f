// Esteemed Vedek (metamorpho, 202_006): event on your table — when played, brings one Vedek personnel from your deck into play (reporting as usual); the Bajoran INTEGRITY bonus it gives is not automated.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_006', {
  title: 'Esteemed Vedek',
  scenario: 'behaviour/downloads-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-to-download', filter: { types: ['Personnel'], characteristics: ['Vedek'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'while-in-play',
  manual: ['while in play, each Bajoran personnel INTEGRITY +2 (cumulative): no modifier for affiliation holders yet'],
});
