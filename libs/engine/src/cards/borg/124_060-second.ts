// Second (borg, 124_060): personnel — the regular skills of other drones present count twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_060', {
  title: 'Second',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'personnel-double-skills', regularOnly: true, to: { whose: 'any', characteristic: 'Drone' }, where: 'present-personnel' }],
});
