// Battle Stations: Core Protection (NEM, 241_011): incident seeded on your table — while you have Battle Stations: Sovereign Class in play, your end-of-turn card draw is three cards; on your turns the draws your other cards would give you are ignored.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_011', {
  title: 'Battle Stations: Core Protection',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  restricts: [{ kind: 'normal-draw-instead', count: 3, whileYouHave: 'Battle Stations: Sovereign Class' }],
});
