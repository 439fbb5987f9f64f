// Temper Advancements (llap, 195_008): event — once per game, seeded or played on the table; while there, every personnel or ship entering play, anyone's, except a Vulcan one, is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_008', {
  title: 'Temper Advancements',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, limit: { kind: 'once-per-game' } },
  restricts: [{ kind: 'enters-play-stopped', types: ['Personnel', 'Ship'], exceptAffiliation: 'Vulcan' }],
});
