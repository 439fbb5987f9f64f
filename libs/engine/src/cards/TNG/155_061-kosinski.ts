// Kosinski (TNG, 155_061): personnel — his X is 4 while his team faces a dilemma (else 0).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_061', {
  title: 'Kosinski',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'fixed', value: 4 },
      to: {},
      where: 'self',
      when: { kind: 'facing-dilemma' },
    },
  ],
});
