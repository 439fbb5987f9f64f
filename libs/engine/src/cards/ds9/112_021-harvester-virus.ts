// Harvester Virus (ds9, 112_021): dilemma — stays on the planet; at the end of every turn one random personnel on the surface dies; cured by two MEDICAL, Exobiology and Computer Skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_021', {
  title: 'Harvester Virus',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Harvester Virus',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }],
    cure: 'MEDICAL x2 + Exobiology + Computer Skill',
    ongoing: { periodicKill: { at: 'end-of-turn', count: 1, of: 'any' } },
  },
});
