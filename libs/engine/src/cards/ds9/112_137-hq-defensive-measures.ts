// HQ: Defensive Measures (ds9, 112_137): objective — your personnel with any Intelligence skill gain one Leadership; the battle permission and the limit on the opponent's attempts are played by hand.
import { INTELLIGENCE_SKILLS } from '@captains-log/cards';
import { defineCard } from '../../behaviour/define';

export default defineCard('112_137', {
  title: 'HQ: Defensive Measures',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'gain-skill', skill: 'Leadership', to: { anySkill: INTELLIGENCE_SKILLS }, where: 'in-play' }],
  manual: ['those personnel may initiate battle against their own affiliation', 'the opponent may not attempt your missions with more than one affiliation icon on each end (unless they tried to seed a copy or use an Espionage card)'],
});
