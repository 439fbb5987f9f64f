// You Are a Monument (TNG, 155_020): event — a reference card on the table: the +40 points for lacking an Alpha Quadrant mission is already the game's win rule (winning.ts); it may not leave play.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_020', {
  title: 'You Are a Monument',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  unnullifiable: true,
});
