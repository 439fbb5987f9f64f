// Brunt of Borg (lfl, 138_025): personnel — aboard his owner's ship in a ship battle against a Ferengi ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('138_025', {
  title: 'Brunt of Borg',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: battleBonusAgainst('Ferengi'),
});
