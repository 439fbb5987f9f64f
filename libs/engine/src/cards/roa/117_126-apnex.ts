// Apnex (roa, 117_126): ship — cloaks or phases; four more RANGE while phased.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_126', {
  title: 'Apnex',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 4, where: { phased: true } }],
  manual: ['Phasing Cloak: phased cards are not yet shielded from other cards in play, nor limited to moving by RANGE'],
});
