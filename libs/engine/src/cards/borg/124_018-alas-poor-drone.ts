// Alas, Poor Drone (borg, 124_018): event — on your table: once each turn you may discard a [Com] or [Def] drone of yours, from hand or in play, to draw a card — two when the drone in play was present with your Borg Queen (ActivateCard; one use a turn between the two).
import { defineCard } from '../../behaviour/define';

const drone = { affiliation: 'Borg', characteristic: 'Drone', anyOf: [{ icons: ['Com'] }, { icons: ['Def'] }] };

export default defineCard('124_018', {
  title: 'Alas, Poor Drone',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'from-hand',
      limit: 'once-per-turn',
      limitShared: 'drone',
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { affiliations: ['Borg'], characteristic: 'Drone', anyOf: [{ icons: ['Com'] }, { icons: ['Def'] }] } },
      effects: [{ kind: 'discard-chosen' }, { kind: 'draw', who: 'you', count: 1 }],
    },
    {
      id: 'from-play',
      limit: 'once-per-turn',
      limitShared: 'drone',
      targets: { kind: 'personnel', whose: 'yours', filter: drone },
      effects: [
        // Read before the drone leaves play: was it present with your Borg Queen?
        { kind: 'if-target-present-with', filter: { titles: ['Borg Queen', 'Borg Queen (The Borg)', 'Borg Queen (Shades of Gray)'] }, then: [{ kind: 'draw', who: 'you', count: 1 }] },
        { kind: 'discard-target' },
        { kind: 'draw', who: 'you', count: 1 },
      ],
    },
  ],
});
