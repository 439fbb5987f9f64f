// Celebratory Toast (VP, 132_237): event — seeds or plays on your table; once each of your turns, while you are not playing Borg, you may look at the top card of your draw deck and leave it on top or put it beneath the deck (ActivateCard, then ArrangeCards); each copy its own use.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_237', {
  title: 'Celebratory Toast',
  scenario: 'behaviour/affiliations-played.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'examine',
      limit: 'once-per-turn',
      // "(Cumulative.)": each copy its own use (activations.ts › perCopy).
      perCopy: true,
      requires: [{ kind: 'not-playing-affiliation', affiliation: 'Borg' }],
      effects: [{ kind: 'arrange-own-top', count: 1, beneath: true, thenSelfBeneath: false }],
    },
  ],
});
