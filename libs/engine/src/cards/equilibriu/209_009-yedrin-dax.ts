// Yedrin Dax (equilibriu, 209_009): personnel — aboard a Colony, he and every personnel present with him have CIVILIAN.
import { defineCard } from '../../behaviour/define';

export default defineCard('209_009', {
  title: 'Yedrin Dax',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [
    { kind: 'personnel-skill', skill: 'CIVILIAN', levels: 1, to: {}, where: 'self', when: { kind: 'aboard-facility', titles: ['Colony'] } },
    { kind: 'personnel-skill', skill: 'CIVILIAN', levels: 1, to: { whose: 'any' }, where: 'present-personnel', when: { kind: 'aboard-facility', titles: ['Colony'] } },
  ],
});
