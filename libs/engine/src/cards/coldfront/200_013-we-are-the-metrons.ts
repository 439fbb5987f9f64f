// We Are the Metrons (coldfront, 200_013): event — seeds on one of your missions and lies atop it. The attack restrictions it imposes there are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_013', {
  title: 'We Are the Metrons',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission', missions: { yours: true } },
  manual: ['non-[Bor] cards there taking the attack restrictions of your one shared mission affiliation'],
});
