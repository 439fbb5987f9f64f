// Prefix Code Transmission (tmp, 126_024): interrupt — played on your ship as it fires (at the start of a ship battle) on a card sharing an affiliation or faction icon with it, or one your infiltrator is aboard: that card's DEFENSE total against your fire is halved, rounded down.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_024', {
  title: 'Prefix Code Transmission',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'your-ship-firing-on-kin-or-infiltrated' },
  triggers: [{ on: 'played', effects: [{ kind: 'halve-defense-of-fired-upon' }] }],
});
