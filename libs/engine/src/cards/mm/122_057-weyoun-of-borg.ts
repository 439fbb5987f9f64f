// Weyoun of Borg (mm, 122_057): personnel — aboard his owner's ship in a ship battle against a Dominion ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('122_057', {
  title: 'Weyoun of Borg',
  scenario: 'behaviour/personnel-c.spec.ts',
  modifiers: battleBonusAgainst('Dominion'),
});
