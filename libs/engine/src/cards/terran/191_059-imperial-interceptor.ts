// Imperial Interceptor (terran, 191_059): ship — its X (added to WEAPONS) is 3 while it is at a planet mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_059', {
  title: 'Imperial Interceptor',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS'], delta: 3, where: { missionKind: 'planet' } }],
});
