// Colonel Kira (agt, 127_014): personnel — her X is 2 while any Romulan personnel is in play (else 0).
import { defineCard } from '../../behaviour/define';

export default defineCard('127_014', {
  title: 'Colonel Kira',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'fixed', value: 2 },
      to: {},
      where: 'self',
      when: { kind: 'personnel-in-play', affiliation: 'Romulan' },
    },
  ],
});
