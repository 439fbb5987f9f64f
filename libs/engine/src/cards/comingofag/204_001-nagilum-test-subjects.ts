// Nagilum: Test Subjects (comingofag, 204_001): dilemma — placed on the ship; one random member aboard dies now and at the start of every turn, until cured with two SCIENCE, Diplomacy and Physics (or an Auto-Destruct Sequence with them).
import { defineCard } from '../../behaviour/define';

export default defineCard('204_001', {
  title: 'Nagilum: Test Subjects',
  scenario: 'behaviour/dilemmas/comingofag.spec.ts',
  dilemma: {
    title: 'Nagilum: Test Subjects',
    steps: [{ kind: 'place', on: 'ship', affected: 'team' }],
    cure: 'SCIENCE x2 + Diplomacy + Physics OR {Auto-Destruct Sequence}',
    ongoing: { periodicKill: { at: 'start-of-turn', count: 1, of: 'any', now: true } },
  },
});
