// Live Long and Prosper (twt, 119_034): interrupt — held in hand, it saves your Vulcan randomly selected to die; returning an opponent's personnel just killed to hand and drawing per skill dot is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_034', {
  title: 'Live Long and Prosper',
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { species: 'Vulcan' }, randomOnly: true, instead: 'saved' }],
  manual: ['the other mode: once per turn, an opponent’s personnel just killed returns to their hand and you draw a card per skill dot (the card list carries no skill dots)'],
});
