// Distorted Reflection (dow, 227_015): interrupt — just after your Cardassian whose lore speaks of the resistance helps you solve a mission in the Cardassia Region: 5 bonus points, or your opponent discards three cards from hand.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION: among those who met the requirements (behaviour/solved-by.ts).
const play = {
  window: { kind: 'response', to: 'mission-solved' },
  requires: [{ kind: 'helped-solve', filter: { affiliation: 'Cardassian' }, lore: 'resistance', regions: ['Cardassia Region'] }],
} as const;

export default defineCard('227_015', {
  title: 'Distorted Reflection',
  scenario: 'behaviour/solved-by.spec.ts',
  play,
  targets: { kind: 'just-solved-mission', solver: 'you' },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
  modes: [
    {
      play,
      targets: { kind: 'just-solved-mission', solver: 'you' },
      // The opponent picks the three from their hand (all of it when they hold fewer).
      triggers: [{ on: 'played', effects: [{ kind: 'choose-cards', chooser: 'opponent', pool: { from: 'hand', whose: 'opponent' }, pick: 3, chosen: 'discard' }] }],
    },
  ],
});
