// Dr. Telek R'Mor (voy, 123_174): personnel — he may report directly aboard any ship of his owner's.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_174', {
  title: "Dr. Telek R'Mor",
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'ships' } }],
});
