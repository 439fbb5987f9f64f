// Blended (fc, 109_005): dilemma — to get past, Empathy, Diplomacy, a named Ferengi barfly or any Scotty; all such are stopped, except one random who goes on when there are two or more.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_005', {
  title: 'Blended',
  scenario: 'behaviour/dilemmas/fc.spec.ts',
  dilemma: {
    title: 'Blended',
    steps: [
      { kind: 'pass', require: 'Empathy OR Diplomacy OR {Morn} OR {any Scotty}' },
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: {
            anyOf: [{ anySkill: ['Empathy', 'Diplomacy'] }, { titles: ['Morn'] }, { anyNames: ['Scotty'] }],
          },
          spareOne: 'random',
        },
        action: 'stop',
      },
    ],
  },
});
