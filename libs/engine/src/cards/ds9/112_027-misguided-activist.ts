// Misguided Activist (ds9, 112_027): dilemma — a random V.I.P. or command-icon personnel dies, or is only stopped when two SECURITY or a named engineer are there; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_027', {
  title: 'Misguided Activist',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Misguided Activist',
    steps: [
      {
        kind: 'pick',
        targets: {
          by: 'random',
          count: 1,
          filter: { anyOf: [{ skill: 'V.I.P.' }, { icon: 'Cmd' }] },
        },
      },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unless: "SECURITY x2 OR {Miles O'Brien}",
        conditional: false,
      },
      // Spared from death: stopped instead.
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    continues: true,
  },
});
