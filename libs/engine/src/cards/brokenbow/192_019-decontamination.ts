// Decontamination (brokenbow, 192_019): event — plays on your table for free; once per game, once your [Sta] personnel have
// faced dilemmas at three different missions, you may discard it to score its 5 points (behaviour/dilemma-places.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_019', {
  title: 'Decontamination',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'always' } },
  abilities: [
    {
      id: 'score',
      limit: 'once-per-game',
      requires: [{ kind: 'faced-dilemmas-at-missions', affiliation: 'Starfleet', count: 3 }],
      // its point box (5): bonus points (1E rulebook › BONUS POINTS: points not from a mission)
      effects: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }],
    },
  ],
});
