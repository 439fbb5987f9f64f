// U.S.S. Equinox (voy, 123_192): ship — its X (added to RANGE) is 4 while a personnel of its owner aboard names the Equinox in its lore.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_192', {
  title: 'U.S.S. Equinox',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 4, aboard: { filter: { loreIncludes: 'U.S.S. Equinox' }, per: 'any' } }],
});
