// Eight of Eighteen (borg, 124_051): personnel — aboard your ship or facility, its transporters beam through the opponent's SHIELDS.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_051', {
  title: 'Eight of Eighteen',
  scenario: 'behaviour/personnel-a.spec.ts',
  beamThroughShields: true,
});
