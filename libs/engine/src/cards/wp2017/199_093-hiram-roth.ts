// Hiram Roth (wp2017, 199_093): personnel — while The Whale Probe is in play, Federation personnel everywhere are INTEGRITY +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('199_093', {
  title: 'Hiram Roth',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY'],
      delta: 2,
      to: { whose: 'any', affiliation: 'Federation' },
      where: 'in-play',
      when: { kind: 'in-play', title: 'The Whale Probe' },
    },
  ],
});
