// Escape Pod (premiere, 101_116): interrupt — when a ship of yours is destroyed, it is played on it: the crew goes into the pod (atop the location, out of the opponent's reach) instead of dying; a ship of yours at that location rescues them (the crew goes aboard it) and the pod is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_116', {
  title: 'Escape Pod',
  scenario: 'behaviour/premiere-windows.spec.ts',
  permits: [{ kind: 'saves-crew-of-destroyed-ship' }],
  abilities: [{ id: 'rescue', targets: { kind: 'your-ship-here' }, effects: [{ kind: 'rescue-aboard-target' }] }],
});
