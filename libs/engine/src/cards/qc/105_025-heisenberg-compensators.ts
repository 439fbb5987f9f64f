// Heisenberg Compensators (qc, 105_025): event — on the table it cancels any Alien Probe in play and keeps it from being played; turning the draw decks face up and cancelling another copy are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_025', {
  title: 'Heisenberg Compensators',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Alien Probe'] }] }],
  restricts: [{ kind: 'no-plays-titled', titles: ['Alien Probe'] }],
  manual: ['all draw decks are face up while it is in play', 'the other mode: nullify another Heisenberg Compensators (both discarded)'],
});
