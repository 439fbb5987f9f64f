// Skullduggery (ds9, 112_034): dilemma — one random member dies, or is only stopped when it is a rogue (Treachery, Acquisition, Greed, Smuggling) or has very low INTEGRITY; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_034', {
  title: 'Skullduggery',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Skullduggery',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unless: 'Treachery OR Acquisition OR Greed OR Smuggling OR INTEGRITY<5',
        unlessOn: 'picked',
        conditional: false,
      },
      // Spared from death: stopped instead (a killed member is no longer a valid target).
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    continues: true,
  },
});
