// Jean-Luc Picard (Chain of Command) (coc, 135_004): personnel — aboard his owner's ship in a ship battle against a Borg ship, that ship has WEAPONS and SHIELDS +4.
import { defineCard } from '../../behaviour/define';
import { battleBonusAgainst } from '../../behaviour/shared-modifiers';

export default defineCard('135_004', {
  title: 'Jean-Luc Picard (Chain of Command)',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: battleBonusAgainst('Borg'),
});
