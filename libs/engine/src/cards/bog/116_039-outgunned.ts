// Outgunned (bog, 116_039): interrupt — as a battle you start against the opponent's only ship at a location begins: if that ship is undocked and your attacking ships' WEAPONS add up to more than three times its SHIELDS, the battle is called off, the ship becomes yours and its crew your captives.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_039', {
  title: 'Outgunned',
  scenario: 'behaviour/battle-surrenders.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'outgunned-ship', shieldsTimes: 3 },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'cancel-battle' }, { kind: 'commandeer-target-ship-capture-crew' }] }],
  // The ship takes the affiliation of your personnel once they board it (behaviour/commandeered-affiliation.ts).
});
