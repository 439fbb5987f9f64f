// Watch Dog (terran, 191_021): incident — plays on your table while you have three [Sta][TE] personnel in play. The cards
// you draw at the end of your turn are stored face down beneath it; as your next turn begins they all go to your hand.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; END OF TURN (the card draw). Behaviour/stored-cards.ts
//   (`stores.turnDraws`, read by play.ts at the end-of-turn draw and as the turn begins).
import { defineCard } from '../../behaviour/define';

export default defineCard('191_021', {
  title: 'Watch Dog',
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Starfleet', icons: ['TE'] }, atLeast: 3 }] },
  stores: { faceDown: true, turnDraws: true },
  manual: [
    'once each turn, an [Event] with a countdown played for free',
    'while you have cards in hand, your personnel lose their first-listed skill',
    'cards drawn at the end of your turn by other cards\' effects (only the end-of-turn card draw is stored)',
  ],
});
