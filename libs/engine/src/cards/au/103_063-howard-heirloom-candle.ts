// Howard Heirloom Candle (au, 103_063): interrupt — as a response, cancels a Coalescent Organism just encountered; or Anya or Salia may not morph this turn; doubling organisms is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_063', {
  title: 'Howard Heirloom Candle',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Coalescent Organism'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Anya', 'Salia'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'prevent-morph-this-turn' }] }],
    },
  ],
  manual: ['the other way: double the effects of Anaphasic Organism or Empathic Echo'],
});
