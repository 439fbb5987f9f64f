// Dukat of Borg (efc, 114_008): personnel — aboard his owner's ship in a ship battle against a Cardassian ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('114_008', {
  title: 'Dukat of Borg',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: battleBonusAgainst('Cardassian'),
});
