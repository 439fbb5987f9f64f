// Locutus of Borg (faj, 108_007): personnel — aboard his owner's ship in a ship battle against a Federation ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('108_007', {
  title: 'Locutus of Borg',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: battleBonusAgainst('Federation'),
});
