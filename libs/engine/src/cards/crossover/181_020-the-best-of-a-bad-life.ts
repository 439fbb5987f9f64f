// The Best of a Bad Life (crossover, 181_020): event — on your table, your Non-Aligned personnel of the Klingon/Cardassian Alliance get +1 to every attribute, per copy; the return-to-hand mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_020', {
  title: 'The Best of a Bad Life',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, filter: { affiliation: 'Non-Aligned', icons: ['KCA'] }, whose: 'yours', to: {}, where: 'table', cumulative: true }],
  manual: ['the other mode: two such cards from your discard pile to hand'],
});
