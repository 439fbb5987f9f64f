// Cold Warriors (HF2, 152_024): interrupt — as a response, cancels an Ankari "Spirits" just encountered; the Treachery diplomats mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_024', {
  title: 'Cold Warriors',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Ankari "Spirits"'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: your Treachery x2 personnel gain Diplomacy and Law until end of turn'],
});
