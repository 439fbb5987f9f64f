// Tabor (The Maquis) (Maquis, 172_027): personnel — his X is 3 while his owner's discard pile holds six or more personnel (else 0).
import { defineCard } from '../../behaviour/define';

export default defineCard('172_027', {
  title: 'Tabor (The Maquis)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'fixed', value: 3 },
      to: {},
      where: 'self',
      when: { kind: 'discard-count', type: 'Personnel', atLeast: 6 },
    },
  ],
});
