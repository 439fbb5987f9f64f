// Warrior's Birthright (crossover, 181_022): event — placed on a mission of yours; while a mission attempt is under way there, your Klingon, Kazon and Hirogen personnel and your [TE] and [KCA] personnel at that mission may count their STRENGTH in place of their INTEGRITY, their CUNNING, or both, for the mission's and the dilemmas' requirements.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; ATTEMPT A MISSION (requirements of the mission and of the dilemmas encountered there). Behaviour/skill-substitutions.ts.
export default defineCard('181_022', {
  title: "Warrior's Birthright",
  scenario: 'behaviour/skill-substitutions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true } },
  duration: 'on-target-mission',
  modifiers: [
    {
      kind: 'use-attribute-as',
      attribute: 'STRENGTH',
      instead: ['INTEGRITY', 'CUNNING'],
      whileAttemptedHere: true,
      to: { anyOf: [{ affiliations: ['Klingon', 'Kazon', 'Hirogen'] }, { icons: ['TE'] }, { icons: ['KCA'] }] },
      where: 'at-location',
    },
  ],
});
