// Know Your Enemy (SFL, 245_007): incident — seeds on your table only while your missions all differ and together show fewer than 35 points; at the end of each of your turns, while all your missions show one affiliation icon of an affiliation you do not play, and you do not play Borg, you draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_007', {
  title: 'Know Your Enemy',
  scenario: 'behaviour/affiliations-played.spec.ts',
  seedRequires: [{ kind: 'your-missions-distinct-total-below', points: 35 }],
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-missions-share-unplayed-affiliation', alsoNot: ['Borg'], then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
});
