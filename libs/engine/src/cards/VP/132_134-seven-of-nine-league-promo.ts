// Seven of Nine (League Promo) (VP, 132_134): personnel — in a personnel battle (attacking or attacked) she has STRENGTH +5.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_134', {
  title: 'Seven of Nine (League Promo)',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['STRENGTH'], delta: 5, to: {}, where: 'self', when: { kind: 'in-personnel-battle' } }],
});
