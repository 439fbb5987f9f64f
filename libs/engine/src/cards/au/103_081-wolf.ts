// Wolf (au, 103_081): interrupt — as a response, cancels a Barclay Transporter Phobia just played; or, held in hand, it saves your Empathy personnel randomly selected to die or to be captured.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_081', {
  title: 'Wolf',
  scenario: 'behaviour/death-savers.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Barclay Transporter Phobia'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  // 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { skill: 'Empathy' }, randomOnly: true, orCaptured: true, instead: 'saved' }],
});
