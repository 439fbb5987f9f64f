// U.S.S. Enterprise-E (Chain of Command) (coc, 135_012): ship — WEAPONS and SHIELDS one higher for each Enterprise-E personnel aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_012', {
  title: 'U.S.S. Enterprise-E (Chain of Command)',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { icons: ['Ent-E'] }, per: 'each' } }],
});
