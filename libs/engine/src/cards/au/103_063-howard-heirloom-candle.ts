// Howard Heirloom Candle (au, 103_063): interrupt — as a response, cancels a Coalescent Organism just encountered; or Anya or Salia may not morph this turn; or, as a response to an Anaphasic Organism or Empathic Echo just encountered, that dilemma takes twice as many personnel.
import { defineCard } from '../../behaviour/define';

// The first two ways are exercised in behaviour/events-nullify.spec.ts; the doubling in behaviour/qcau.spec.ts
// (behaviour/doubled-dilemmas.ts; 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS: responses before its effects).
export default defineCard('103_063', {
  title: 'Howard Heirloom Candle',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Coalescent Organism'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Anya', 'Salia'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'prevent-morph-this-turn' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      // The Combo Anaphasic Organism & Nagilum is met too, and doubled in its Anaphasic Organism half only (combo-halves.ts).
      targets: { kind: 'just-played', filter: { titles: ['Anaphasic Organism', 'Empathic Echo'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'double-dilemma-effects', named: ['Anaphasic Organism', 'Empathic Echo'] }] }],
    },
  ],
});
