// The Emissary (awayteam, 110_001): personnel — every other Bajoran in play has INTEGRITY +2, and her owner's Bajorans may report where she is.
import { defineCard } from '../../behaviour/define';

export default defineCard('110_001', {
  title: 'The Emissary',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY'], delta: 2, to: { whose: 'any', species: 'Bajoran' }, where: 'in-play' }],
  reports: [{ kind: 'others-where-present', who: { species: 'Bajoran' } }],
});
