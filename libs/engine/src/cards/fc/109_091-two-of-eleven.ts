// Two of Eleven (fc, 109_091): personnel — aboard your ship or facility, its transporters beam through the opponent's SHIELDS.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_091', {
  title: 'Two of Eleven',
  scenario: 'behaviour/personnel-a.spec.ts',
  beamThroughShields: true,
});
