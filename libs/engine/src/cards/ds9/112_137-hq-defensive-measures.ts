// HQ: Defensive Measures (ds9, 112_137): objective — seeds or plays on your table: your personnel with any Intelligence skill gain one Leadership and may initiate battle against their own affiliation (a force of such personnel); the opponent may not attempt your missions showing more than one affiliation icon on each end unless they have a copy of that mission there or use an Espionage card on it. Seeding it on the table is the generic seed rules.
import { INTELLIGENCE_SKILLS } from '@captains-log/cards';
import { defineCard } from '../../behaviour/define';

export default defineCard('112_137', {
  title: 'HQ: Defensive Measures',
  scenario: 'behaviour/multi-icon-mission-guards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'gain-skill', skill: 'Leadership', to: { anySkill: INTELLIGENCE_SKILLS }, where: 'in-play' }],
  // Issue 15 (battle2): verbs-events-d.ts › ownAffiliationAttackPermits; behaviour/multi-icon-mission-guards.ts.
  permits: [{ kind: 'attack-own-affiliation', who: { anyOf: INTELLIGENCE_SKILLS.map((skill) => ({ skill })) } }],
  restricts: [{ kind: 'opponent-no-multi-icon-missions' }],
});
