// Replicator Accident (borg, 124_005): dilemma — the ship is damaged and its crew dies unless ENGINEER, Physics and CUNNING over 30; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_005', {
  title: 'Replicator Accident',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Replicator Accident',
    steps: [
      { kind: 'ship', action: 'damage', unless: 'ENGINEER + Physics + CUNNING>30' },
      { kind: 'ship', action: 'kill-crew', unless: 'ENGINEER + Physics + CUNNING>30' },
    ],
    discard: true,
  },
});
