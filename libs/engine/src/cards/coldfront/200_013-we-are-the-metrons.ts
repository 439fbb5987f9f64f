// We Are the Metrons (coldfront, 200_013): event — seeds on one of your missions and lies atop it; while each of your missions shows exactly one affiliation icon, all the same, every non-[Bor] card there has that affiliation's attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_013', {
  title: 'We Are the Metrons',
  scenario: 'behaviour/mirror-cards.spec.ts',
  seedsOnTarget: { kind: 'mission', missions: { yours: true } },
  // 1E rulebook › BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions (behaviour/shared-affiliation-restrictions.ts).
  sharedAffiliationRestrictions: true,
});
