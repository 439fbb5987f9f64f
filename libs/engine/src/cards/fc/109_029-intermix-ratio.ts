// Intermix Ratio (fc, 109_029): event — a reference card on the table: the bonus-point cap is already the game's win rule (winning.ts); Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_029', {
  title: 'Intermix Ratio',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  immuneTo: ['Kevin Uxbridge'],
});
