// Esteemed Vedek (metamorpho, 202_006): event — as it is played, one Vedek personnel comes from your deck into play (reporting as usual); on the table, every Bajoran personnel in play gets +2 INTEGRITY, per copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_006', {
  title: 'Esteemed Vedek',
  scenario: 'behaviour/downloads-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-to-download', filter: { types: ['Personnel'], characteristics: ['Vedek'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'while-in-play',
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY'], delta: 2, filter: { affiliation: 'Bajoran' }, whose: 'all', to: {}, where: 'table', cumulative: true }],
});
