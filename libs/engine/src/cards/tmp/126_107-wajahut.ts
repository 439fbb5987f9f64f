// Wajahut (tmp, 126_107): personnel — once per game, aboard the U.S.S. Reliant, may relocate it to the location of any Kirk.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_107', {
  title: 'Wajahut',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [
    {
      id: 'relocate',
      limit: 'once-per-game',
      requires: ['aboard-named-ship'],
      hostTitles: ['U.S.S. Reliant'],
      targets: { kind: 'location-with', filter: { anyNames: ['Kirk'] } },
      effects: [{ kind: 'relocate-host-ship' }],
    },
  ],
});
