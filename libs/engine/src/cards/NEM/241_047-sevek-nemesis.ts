// Sevek (Nemesis) (NEM, 241_047): personnel — the first time at each location that the ship he is aboard lands, his owner draws two cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_047', {
  title: 'Sevek (Nemesis)',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenShip: { on: 'lands', effects: [{ kind: 'draw', who: 'you', count: 2 }], oncePerLocation: true },
});
