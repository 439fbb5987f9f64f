// Cold Warriors (HF2, 152_024): interrupt — as a response, cancels an Ankari "Spirits" just encountered; or, when facing a dilemma, your personnel with Treachery x2 gain Diplomacy and Law until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_024', {
  title: 'Cold Warriors',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Ankari "Spirits"'] } },
  // The turn-ends trigger is read from here for every way (behaviour/timed.ts reads the card's own triggers); only the second way lies on the table.
  triggers: [
    { on: 'played', effects: [{ kind: 'nullify-target' }] },
    { on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] },
  ],
  // Only the second way lies on the table (until the end of the turn), so only it grants the skills.
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: [], delta: 0, skills: ['Diplomacy', 'Law'], filter: { skill: 'Treachery', skillLevel: 2 }, whose: 'yours', to: {}, where: 'table' }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: undefined,
      duration: 'while-in-play',
      triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
    },
  ],
});
