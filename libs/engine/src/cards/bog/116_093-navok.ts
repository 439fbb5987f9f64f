// Navok (bog, 116_093): personnel — with a Romulan V.I.P. of his owner present, every attribute +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_093', {
  title: 'Navok',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'self', when: { kind: 'with-another', skill: 'V.I.P.', affiliation: 'Romulan' } }],
});
