// Omega Directive (borg, 124_048): objective — seeds or plays on your table; you may place it on your ship with its matching commander aboard; it is nullified once no [Cmd] personnel is aboard that ship. While the ship is at the location of an Omega Particle, it ignores the affiliation attack restrictions, and at the end of every turn you must probe there: a card showing a special download icon eliminates the threat — the Omega Particle is discarded, you draw two cards and score its 10 points, and it is discarded. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_048', {
  title: 'Omega Directive',
  scenario: 'behaviour/ship-directives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [{ id: 'place', targets: { kind: 'your-ship-with-matching-commander' }, effects: [{ kind: 'place-self-on-target' }] }],
  discardWhen: [{ kind: 'host-lacks-icon-aboard', icon: 'Cmd' }],
  hostIgnoresAttackRestrictionsWith: ['Omega Particle'],
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [
        {
          kind: 'if-host-ship-with-card-here',
          titles: ['Omega Particle'],
          then: [
            {
              kind: 'probe',
              who: 'you',
              outcomes: [
                {
                  name: 'threat eliminated',
                  match: { text: ['DL/'] },
                  effects: [{ kind: 'discard-cards-here-titled', titles: ['Omega Particle'] }, { kind: 'draw', who: 'you', count: 2 }, { kind: 'score-points', points: 10, bonus: true }, { kind: 'discard-self' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
