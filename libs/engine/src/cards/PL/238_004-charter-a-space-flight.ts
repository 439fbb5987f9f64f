// Charter a Space Flight (PL, 238_004): event — seeds or plays on your table; at the end of each turn you may discard a [Non]
// ship from hand to relocate your Away Team to a planet within that ship's printed RANGE (behaviour/chartered-flights.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('238_004', {
  title: 'Charter a Space Flight',
  scenario: 'behaviour/chartered-flights.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'charter',
      // at the end of either player's turn (the turn-ending window opens for both: behaviour/turn-ending-windows.ts)
      window: { kind: 'response', to: 'turn-ending' },
      targets: { kind: 'charter-flight', ship: { affiliations: ['Non-Aligned'] } },
      effects: [{ kind: 'charter-flight' }],
    },
  ],
});
