// Orb Negotiations (ds9, 112_121): mission — any number of Orb artifacts may seed under it (a planet mission, where one artifact is the rule).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_121', {
  title: 'Orb Negotiations',
  scenario: 'behaviour/ships-e.spec.ts',
  mission: {
    location: ['orb-artifacts-seed'],
  },
});
