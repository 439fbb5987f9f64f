// Prepare Landing Party (50, 188_015): objective — plays on your planet mission and lies atop it. When you solve that mission
// with unique [OS] personnel of three different classifications among the solvers, you score its 5 points, draw three cards
// and discard it. Nullified (discarded) once you have played a personnel without [OS]. At the start of your first attempt
// there you may download a universal [OS] SECURITY personnel or an [OS] equipment to the Away Team (an ability used in your
// own attempt-began response window: behaviour/attempt-start-downloads.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS; SOLVING THE MISSION; SCORING
// POINTS (the objective's points are bonus points). Behaviour/played-titles.ts (`nullifiedIf.record`: the record of cards
// played, card-record.ts), verbs-objectives.ts (`if-solved-by-team` `differentClassifications`). "Present when you solve"
// is read as the solving (unstopped) personnel; "score points and/or draw 3 cards" is always both.
export default defineCard('188_015', {
  title: 'Prepare Landing Party',
  scenario: 'behaviour/objectives-objs.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true } },
  duration: 'on-target-mission',
  nullifiedIf: { record: [{ how: 'played', filter: { types: ['Personnel'] }, unless: { icons: ['OS'] } }] },
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-solved-by-team',
          who: { icons: ['OS'], universal: false },
          atLeast: 3,
          differentClassifications: true,
          then: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'draw', who: 'you', count: 3 }, { kind: 'discard-self' }],
        },
      ],
    },
  ],
  abilities: [
    {
      id: 'download-to-away-team',
      window: { kind: 'response', to: 'attempt-began', by: 'you' },
      targets: {
        kind: 'card-to-download-to-attempt',
        firstAttempt: true,
        filter: { anyOf: [{ types: ['Personnel'], universal: true, icons: ['OS'], classification: 'SECURITY' }, { types: ['Equipment'], icons: ['OS'] }] },
      },
      effects: [{ kind: 'download-target-to-attempt' }],
    },
  ],
});
