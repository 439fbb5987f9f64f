// The Assistant Manager (AUT, 251_019): personnel — while he is in play, each time a Royale Casino dilemma is revealed his owner draws a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_019', {
  title: 'The Assistant Manager',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenDilemmaRevealed: { titlePrefixes: ['Royale Casino'], effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
