// No Loose Ends (ds9, 112_028): dilemma — unless a science-minded officer with computers, a named engineer, Resistance or a Borg defense drone is present, every MEDICAL and ENGINEER dies; the dilemma is discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_028', {
  title: 'No Loose Ends',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'No Loose Ends',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { anySkill: ['MEDICAL', 'ENGINEER'] } },
        action: 'kill',
        unless:
          "SCIENCE + OFFICER + Computer Skill OR {Keiko O'Brien} OR Resistance OR {[Def] personnel}",
      },
    ],
    discard: true,
  },
});
