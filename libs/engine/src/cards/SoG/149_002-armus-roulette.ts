// Armus: Roulette (SoG, 149_002): dilemma — four random members are tested; if together cunning enough, or one of them a leader of integrity, nothing happens; otherwise they are all stopped and the opponent picks one of them to die; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_002', {
  title: 'Armus: Roulette',
  scenario: 'behaviour/dilemmas/SoG-a.spec.ts',
  dilemma: {
    title: 'Armus: Roulette',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 4 } },
      {
        kind: 'spare-picked',
        any: [
          { best: 'CUNNING', upTo: 4, above: 30 },
          { require: 'Leadership + INTEGRITY>7', individual: true },
        ],
      },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      {
        kind: 'act',
        targets: { by: 'among-picked', chooser: 'opponent', count: 1 },
        action: 'kill',
      },
    ],
    continues: true,
  },
});
