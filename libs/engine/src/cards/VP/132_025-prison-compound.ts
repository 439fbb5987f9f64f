// Prison Compound (VP, 132_025): event — played while you control three Cardassian personnel: you score a point for each skill dot on all the captives you hold; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_025', {
  title: 'Prison Compound',
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Cardassian' }, atLeast: 3 }] },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'score-per-captive-skill-dot' }] }],
});
