// Howard Heirloom Candle (au, 103_063): interrupt — as a response, cancels a Coalescent Organism just encountered; doubling organisms and stopping morphs are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_063', {
  title: 'Howard Heirloom Candle',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Coalescent Organism'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other modes: double Anaphasic Organism or Empathic Echo; prevent Anya or Salia from morphing this turn'],
});
