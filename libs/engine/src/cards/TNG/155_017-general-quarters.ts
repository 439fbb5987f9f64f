// General Quarters (TNG, 155_017): event — a reference card on the table (seeded or played): downloading personnel at most once every turn is already the game's rule (downloads.ts); it may not leave play.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_017', {
  title: 'General Quarters',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  unnullifiable: true,
});
