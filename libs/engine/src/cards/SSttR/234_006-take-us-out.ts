// Take Us Out! (SSttR, 234_006): incident — while every ship you have in play is a [Films] ship, each has RANGE and SHIELDS +2 (ships never cloak in this engine); having both Camp Khitomer and a headquarters in play discards it.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_006', {
  title: 'Take Us Out!',
  scenario: 'behaviour/incidents-d.spec.ts',
  fleet: [
    {
      scope: 'your-ships',
      attributes: ['RANGE', 'SHIELDS'],
      delta: 2,
      while: [
        { kind: 'all-your-ships', ships: { icons: ['Films'] } },
        { kind: 'not-both-in-play', cards: [{ title: 'Camp Khitomer' }, { facilityKind: 'Headquarters' }] },
      ],
    },
  ],
  // Issue 15 (incidents-d): "nullified" once both are in play — discarded (behaviour/discard-when.ts).
  discardWhen: [{ kind: 'you-have-in-play', all: [{ titles: ['Camp Khitomer'] }, { types: ['Facility'], facilityKind: 'Headquarters' }] }],
});
