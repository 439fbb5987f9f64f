// Fair Play (dom, 115_024): event — a reference card on the table (seeded or played): attempting an opponent's mission only at 40+ points or with two copies is already the game's rule (attempt/beginning.ts); it may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_024', {
  title: 'Fair Play',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  unnullifiable: true,
});
