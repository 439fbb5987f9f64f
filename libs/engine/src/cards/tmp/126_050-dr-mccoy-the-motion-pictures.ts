// Dr. McCoy (The Motion Pictures) (tmp, 126_050): personnel — twice per game, may take the topmost personnel of the discard pile into hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_050', {
  title: 'Dr. McCoy (The Motion Pictures)',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'take-personnel', limit: { kind: 'per-game', times: 2 }, effects: [{ kind: 'top-discard-personnel-to-hand' }] }],
});
