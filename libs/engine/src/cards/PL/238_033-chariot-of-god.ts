// Chariot of "God" (PL, 238_033): ship — four more RANGE while it is in the Great Barrier region.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_033', {
  title: 'Chariot of "God"',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 4, where: { region: 'Great Barrier Region' } }],
});
