// Kirk's Reading Glasses (PL, 238_001): artifact — played as soon as earned, onto your table; once each turn you may exchange a card from your hand for one in your discard pile.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_001', {
  title: "Kirk's Reading Glasses",
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "immediately plays on table" — in the window just after you solve its mission (as Betazoid Gift Box);
  // the exchange is an ability (ActivateCard) with events-d's hand-for-discard target.
  //   1E rulebook › THE CARDS › ARTIFACTS; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
  play: { window: { kind: 'response', to: 'mission-solved' }, requires: [{ kind: 'you-just-solved' }] },
  abilities: [{ id: 'exchange', limit: 'once-per-turn', targets: { kind: 'hand-card-for-discard-card', discard: {} }, effects: [{ kind: 'swap-hand-for-discard' }] }],
});
