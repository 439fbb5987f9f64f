// I.K.C. Koraga (bog, 116_104): ship — while its owner's I.K.C. Rotarran is in play too, both have one more RANGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_104', {
  title: 'I.K.C. Koraga',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 1, partner: 'I.K.C. Rotarran' }],
});
