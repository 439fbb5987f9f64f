// Add Distinctiveness (efc, 114_002): incident — seeds or plays on your table; worth X points, X being the skill dots ([*]) of
// the personnel you assimilated as drones now in play (held points that follow the count: behaviour/trophies.ts). Its second
// part (behind by 40 or more, once per game: a sealed First Contact pack opened and played from) is manual: no cards from
// outside the game.
//   1E rulebook › SCORING POINTS; Borg Rule: Assimilation. "Seeds or plays on table" is read from the card text by seeding.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('114_002', {
  title: 'Add Distinctiveness',
  scenario: 'behaviour/borg2.spec.ts',
  play: { window: { kind: 'normal-play' } },
  worthAssimilatedDroneDots: true,
  manual: ['once per game while you are behind by 40 or more points: a sealed First Contact expansion pack opened, its non-seed cards played or put in hand (non-Borg ones assimilated or stolen), the rest placed out of play'],
});
