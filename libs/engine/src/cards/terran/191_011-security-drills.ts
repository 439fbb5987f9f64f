// Security Drills (terran, 191_011): event — on your table; as it is played you name a skill (two skills when no other card is left in your hand). Your [DS9] Federation personnel and your MACO personnel may then use two levels of SECURITY as one level of a named skill whenever requirements are checked.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; USING SKILLS (skill levels). The named skills are the card's selected option (behaviour/skill-substitutions.ts).
export default defineCard('191_011', {
  title: 'Security Drills',
  scenario: 'behaviour/skill-substitutions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'skills-to-name', twoIfHandEmpty: true },
  triggers: [{ on: 'played', effects: [{ kind: 'keep-named-skills' }] }],
  modifiers: [
    {
      kind: 'use-skill-as',
      skill: 'SECURITY',
      levels: 2,
      asNamed: true,
      to: { anyOf: [{ affiliations: ['Federation'], icons: ['DS9'] }, { characteristics: ['MACO'] }] },
      where: 'in-play',
    },
  ],
});
