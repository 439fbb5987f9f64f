// Relics of the Chase (borg, 124_029): incident — on your table: once in each battle your Hirogen may capture an opposing personnel he has just stunned; once each turn, your Hirogen with a Hirogen Talon present may take as a trophy an opponent's personnel he mortally wounded in the personnel battle just ended (or, an Alpha-Hirogen, a captive he escorts): it goes to your point area, scoring its highest printed attribute.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_029', {
  title: 'Relics of the Chase',
  scenario: 'behaviour/battle-captures.spec.ts',
  play: { window: { kind: 'normal-play' } },
  captureStunned: { by: { species: 'Hirogen' }, use: 'once-per-battle' },
  // Issue 15 (helper trophies): behaviour/trophies.ts (spec behaviour/trophies.spec.ts); the two trophies share the once-each-turn limit.
  abilities: [
    {
      id: 'trophy',
      window: { kind: 'response', to: 'battle-ended' },
      limit: 'once-per-turn',
      limitShared: 'trophy',
      targets: { kind: 'killed-in-battle-by-yours', killer: { species: 'Hirogen' }, using: ['Hirogen Talon'] },
      effects: [{ kind: 'target-to-point-area', worth: 'highest' }],
    },
    {
      id: 'captive-trophy',
      limit: 'once-per-turn',
      limitShared: 'trophy',
      targets: { kind: 'captive-escorted-by-yours', escort: { characteristic: 'Alpha-Hirogen' }, using: ['Hirogen Talon'] },
      effects: [{ kind: 'target-to-point-area', worth: 'highest' }],
    },
  ],
});
