// Lt. Uhura (Through the Looking Glass) (lookinggla, 184_047): personnel — once per game, in her owner's response window to a female-related dilemma encountered at her location, her skill nullifies it; in the Mirror Quadrant her owner's Captain Kirk may report where she is, for free.
import { defineCard } from '../../behaviour/define';
import { FEMALE_RELATED_DILEMMAS } from '../../behaviour/dilemma-groups';

export default defineCard('184_047', {
  title: 'Lt. Uhura (Through the Looking Glass)',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [
    {
      filter: {
        titles: FEMALE_RELATED_DILEMMAS,
      },
      target: 'dilemma-encountered',
      where: 'here',
    },
  ],
  reports: [{ kind: 'others-where-present', who: { names: ['Captain Kirk'] }, cost: 'free', when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
});
