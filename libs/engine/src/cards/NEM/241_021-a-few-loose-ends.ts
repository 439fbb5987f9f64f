// A Few Loose Ends (NEM, 241_021): interrupt — just after your opponent solves a mission (or completes a [BO] objective targeting one) while ahead of you on points, all their personnel are stopped; or it cancels No Loose Ends as it is encountered.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_021', {
  title: 'A Few Loose Ends',
  scenario: 'behaviour/events-solved.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' }, requires: [{ kind: 'opponent-score-higher' }] },
  targets: { kind: 'just-solved-mission', solver: 'opponent' },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-all-personnel', who: 'opponent' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], titles: ['No Loose Ends'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    // Issue 15 (lead): "or completes a [BO] objective targeting a mission" (behaviour/objective-windows.ts).
    {
      play: { window: { kind: 'response', to: 'objective-completed' }, requires: [{ kind: 'opponent-score-higher' }] },
      targets: { kind: 'borg-objective-just-completed', by: 'opponent' },
      triggers: [{ on: 'played', effects: [{ kind: 'stop-all-personnel', who: 'opponent' }] }],
    },
  ],
});
