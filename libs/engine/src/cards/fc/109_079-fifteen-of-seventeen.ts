// Fifteen of Seventeen (fc, 109_079): personnel — may download one Adapt card (any title beginning "Adapt:") in place of a card draw.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_079', {
  title: 'Fifteen of Seventeen',
  scenario: 'behaviour/personnel-c.spec.ts',
  skillDownloads: [{ titles: ['Adapt: Modulate Shields', 'Adapt: Negate Obstruction', 'Adapt: Allocate Resources'], insteadOf: 'card-draw' }],
});
