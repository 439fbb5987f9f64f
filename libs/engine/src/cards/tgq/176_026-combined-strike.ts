// Combined Strike (tgq, 176_026): objective — plays on your Gamma Quadrant mission and lies atop it. When you solve that
// mission with none but non-[GQ] personnel, you draw five cards, score its 5 points and discard it. Playing it for free,
// reporting personnel to an Intelligence personnel aboard a ship, and downloading another copy stay manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › SOLVING THE MISSION; SCORING POINTS (the
// objective's points are bonus points). Behaviour/verbs-objectives.ts (`if-solved-by-team` `only`). "[GQ] mission": a
// mission of the Gamma Quadrant; "draw up to 5" is always taken (five, fewer when the deck runs out).
export default defineCard('176_026', {
  title: 'Combined Strike',
  scenario: 'behaviour/objectives-objs.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, quadrants: ['Gamma'] } },
  duration: 'on-target-mission',
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-solved-by-team',
          who: { notIcons: ['GQ'] },
          atLeast: 1,
          only: true,
          then: [{ kind: 'draw', who: 'you', count: 5 }, { kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }],
        },
      ],
    },
  ],
  manual: [
    'played for free when the mission is [CAR] or [ROM] (the normal card play is spent)',
    'your personnel may report to this mission, to your matching Intelligence personnel aboard your ship native to the Alpha Quadrant',
    'when solved so, if the opponent has a [GQ][Dom] facility, you may download another Combined Strike',
  ],
});
