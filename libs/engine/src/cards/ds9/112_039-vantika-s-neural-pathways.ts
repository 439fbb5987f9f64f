// Vantika's Neural Pathways (ds9, 112_039): dilemma — it lies on a random non-changeling member, who loses its skills and its INTEGRITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_039', {
  title: 'Vantika\'s Neural Pathways',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Vantika\'s Neural Pathways',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { notCharacteristics: ['Changeling'] } } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
    ],
    ongoing: { attributes: { who: 'host', regularSkillsLost: true, set: { INTEGRITY: 0 } } },
    manual: ['the host also loses its classification and gains Treachery x2', 'the cure at an Infirmary site with MEDICAL and Transporter Skill (cures at a site are not automated)'],
  },
});
