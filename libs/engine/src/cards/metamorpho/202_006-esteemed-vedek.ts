// Esteemed Vedek (metamorpho, 202_006): event — on the table, every Bajoran personnel in play gets +2 INTEGRITY, per copy; the Vedek it brings in stays a manual download.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_006', {
  title: 'Esteemed Vedek',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY'], delta: 2, filter: { affiliation: 'Bajoran' }, whose: 'all', to: {}, where: 'table', cumulative: true }],
  manual: ['download a Vedek personnel as it is played'],
});
