// Punishment Zone (au, 103_023): dilemma — one random Away Team member dies, or (your choice, with your ship here) beams up at a 5-point penalty, 10 for a Federation member.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_023', {
  title: 'Punishment Zone',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Punishment Zone',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'choose-available', chooser: 'self', modes: [{ name: 'killed' }, { name: 'beam up', when: { ownShipHere: true } }] },
      { kind: 'only-if', test: { mode: 'killed' }, step: { kind: 'act', targets: { by: 'picked' }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'beam up' }, step: { kind: 'beam-picked-up', points: 5, doubleIf: { affiliation: 'Federation' } } },
    ],
  },
});
