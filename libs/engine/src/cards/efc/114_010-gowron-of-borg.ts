// Gowron of Borg (efc, 114_010): personnel — aboard his owner's ship in a ship battle against a Klingon ship, that ship has WEAPONS and SHIELDS +4. His hive initiating battle once per game stays manual.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('114_010', {
  title: 'Gowron of Borg',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: battleBonusAgainst('Klingon'),
  manual: ['once per game, allows his hive to initiate battle'],
});
