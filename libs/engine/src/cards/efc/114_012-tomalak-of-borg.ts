// Tomalak of Borg (efc, 114_012): personnel — aboard his owner's ship in a ship battle against a Romulan ship, that ship has WEAPONS and SHIELDS +4. Cloaking Device for all his owner's ships for the rest of the game stays manual.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('114_012', {
  title: 'Tomalak of Borg',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: battleBonusAgainst('Romulan'),
  manual: ['for the rest of the game, all your ships have Cloaking Device'],
});
