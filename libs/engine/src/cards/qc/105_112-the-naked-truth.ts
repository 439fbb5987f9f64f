// The Naked Truth (qc, 105_112): interrupt — your opponent may play a unique personnel from their hand into your crew or Away Team: it is under your control for good, compatible with your cards whatever its affiliation (assimilated as a drone if you play Borg), and stopped; they may bring a personnel this way once per game.
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; Borg Rule: Personnel Assimilation.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_112', {
  title: 'The Naked Truth',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'crew-or-away-team', whose: 'yours' },
  triggers: [
    {
      on: 'played',
      effects: [{ kind: 'choose-cards', chooser: 'opponent', pool: { from: 'hand', whose: 'opponent', filter: { types: ['Personnel'], unique: true } }, pick: 1, upTo: true, chosen: 'joins-target-team-under-control' }],
    },
  ],
  duration: 'instant',
});
