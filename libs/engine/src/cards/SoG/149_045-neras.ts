// Neras (SoG, 149_045): personnel — the first time she reports for duty in a game her owner draws two cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_045', {
  title: 'Neras',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReported: { effects: [{ kind: 'draw', who: 'you', count: 2 }], oncePerGame: true },
});
