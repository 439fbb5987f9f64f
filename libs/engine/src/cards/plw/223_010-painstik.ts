// Painstik (plw, 223_010): equipment — as it reports for duty its player names a skill (a choice that waits for them at once:
// choice pool `regular-skills`, fate `select-option`). Then each of their Klingon personnel present who has that skill is
// STRENGTH +2, and each opposing personnel present who lacks it is STRENGTH -1; every copy counts, each with its own skill.
//   1E rulebook › THE CARDS › EQUIPMENT; USING SKILLS › List of Regular Skills; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_010', {
  title: 'Painstik',
  scenario: 'behaviour/named-skill-equipment.spec.ts',
  play: { window: { kind: 'report' } },
  whenReported: { effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'regular-skills' }, pick: 1, chosen: 'select-option' }] },
  modifiers: [
    { kind: 'personnel-attribute', attributes: ['STRENGTH'], delta: 2, to: { whose: 'yours', affiliation: 'Klingon', selectedSkill: 'has' }, where: 'present-personnel', cumulative: true },
    { kind: 'personnel-attribute', attributes: ['STRENGTH'], delta: -1, to: { whose: 'opposing', selectedSkill: 'lacks' }, where: 'present-personnel', cumulative: true },
  ],
});
