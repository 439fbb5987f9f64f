// Kelvan Show of Force (mm, 122_010): dilemma — the opponent selects two personnel who are neither androids nor holograms; one of those two (random) is crushed.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_010', {
  title: 'Kelvan Show of Force',
  scenario: 'behaviour/dilemmas/mm.spec.ts',
  dilemma: {
    title: 'Kelvan Show of Force',
    steps: [
      {
        kind: 'pick',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 2,
          filter: { notCharacteristics: ['Android', 'Hologram'] },
        },
      },
      { kind: 'act', targets: { by: 'random', count: 1, fromPicked: true }, action: 'kill' },
    ],
  },
});
