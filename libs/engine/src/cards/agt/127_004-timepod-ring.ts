// Timepod Ring (agt, 127_004): event — on your table: once each turn you may look at the top card of your draw deck (ActivateCard); and when you encounter an alternate-universe ([AU]) dilemma, the ring and the top card of your draw deck are discarded to nullify it.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_004', {
  title: 'Timepod Ring',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'peek', limit: 'once-per-turn', window: 'any-time', effects: [{ kind: 'look-at-top-of-draw-deck' }] }],
  // Issue 15 (events of later sets): the "may" is used whenever it can be, in your own attempts (paid-dilemma-nullifiers.ts).
  nullifies: [{ kind: 'dilemmas-with-icon-paid', icon: 'AU', costs: ['discard-self', 'discard-top-of-draw'] }],
});
