// Wolf (au, 103_081): interrupt — as a response, cancels a Barclay Transporter Phobia just played; saving an empath picked to die is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_081', {
  title: 'Wolf',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Barclay Transporter Phobia'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: save a personnel with Empathy randomly selected to die or to be captured'],
});
