// Kavok (bog, 116_077): personnel — he may report directly aboard an empty Federation ship of his owner's.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_077', {
  title: 'Kavok',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { affiliation: 'Federation' }, empty: true } }],
});
