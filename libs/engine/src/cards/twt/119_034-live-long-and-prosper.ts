// Live Long and Prosper (twt, 119_034): interrupt — held in hand, it saves your Vulcan randomly selected to die; or, once each turn, in the window after an opponent's personnel is killed, that personnel goes back to its owner's hand and you draw a card per skill dot on it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_034', {
  title: 'Live Long and Prosper',
  scenario: 'behaviour/killed-returns.spec.ts',
  // 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { species: 'Vulcan' }, randomOnly: true, instead: 'saved' }],
  // The other way (behaviour/killed-returns.ts): 1E rulebook › GETTING HURT › KILLED; USING SKILLS (dots).
  play: { window: { kind: 'response', to: 'personnel-killed' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'just-killed', whose: 'opponents' },
  triggers: [{ on: 'played', effects: [{ kind: 'killed-to-owner-hand-draw-per-dots' }] }],
});
