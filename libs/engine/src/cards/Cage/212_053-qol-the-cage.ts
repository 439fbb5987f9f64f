// Qol (The Cage) (Cage, 212_053): personnel — while he is in play, each time an opponent's attempt reveals a gender-related dilemma his owner draws a card (one Qol counts).
import { defineCard } from '../../behaviour/define';
import { GENDER_RELATED_DILEMMAS } from '../../behaviour/dilemma-groups';

export default defineCard('212_053', {
  title: 'Qol (The Cage)',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenDilemmaRevealed: {
    titles: GENDER_RELATED_DILEMMAS,
    by: 'opponent',
    effects: [{ kind: 'draw', who: 'you', count: 1 }],
  },
});
