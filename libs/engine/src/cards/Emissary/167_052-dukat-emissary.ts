// Dukat (Emissary) (Emissary, 167_052): personnel — every attribute +2 while an opponent's Maquis-icon card is in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_052', {
  title: 'Dukat (Emissary)',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'self', when: { kind: 'opponent-card-with-icon', icon: 'Maq' } }],
});
