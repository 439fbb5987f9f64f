// Tamarith (bog, 116_097): personnel — her X is 2 while another Romulan underground member is with her (else 0).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_097', {
  title: 'Tamarith',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'variable-x',
      x: { kind: 'fixed', value: 2 },
      to: {},
      where: 'self',
      when: { kind: 'with-another', characteristic: 'Romulan underground' },
    },
  ],
});
