// The Best of a Bad Life (crossover, 181_020): event, two ways (PlayCard.mode) — 0: on your table, your Non-Aligned personnel of the Klingon/Cardassian Alliance get +1 to every attribute, per copy; 1: up to two Non-Aligned Alliance cards from your discard pile return to hand, then the event is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_020', {
  title: 'The Best of a Bad Life',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, filter: { affiliation: 'Non-Aligned', icons: ['KCA'] }, whose: 'yours', to: {}, where: 'table', cumulative: true }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'cards-in-your-discard', min: 0, max: 2, filter: { affiliations: ['Non-Aligned'], icons: ['KCA'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }] }],
      duration: 'instant',
    },
  ],
});
