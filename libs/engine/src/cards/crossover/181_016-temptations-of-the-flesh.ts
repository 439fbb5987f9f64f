// Temptations of the Flesh (crossover, 181_016): dilemma — one random member is stopped for each objective in play (up to five); to get past needs a command icon, an Enterprise-E icon or any Queen.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_016', {
  title: 'Temptations of the Flesh',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Temptations of the Flesh',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'random-counted',
          count: { inPlay: { type: 'Objective', whose: 'any' }, max: 5 },
        },
        action: 'stop',
      },
      { kind: 'pass', require: '[Cmd] OR [Ent-E] OR {any Queen}' },
    ],
  },
});
