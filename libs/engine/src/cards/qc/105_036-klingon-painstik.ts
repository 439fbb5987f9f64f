// Klingon Painstik (qc, 105_036): interrupt — at any time, your Arbiter of Succession in play returns to your hand and the 10
// points it scored are lost; or, just after a unique personnel was killed, that personnel (any version of its persona) may not
// be reported for duty again by either player.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS; GETTING HURT › KILLED; PLAYING A CARD (reporting for duty, a download, is playing the
// card). Behaviour/verbs-events-d.ts (`first-target-to-hand`), verbs-events2.ts (`score-points`: the bonus points your Arbiter
// scored are taken back), succession-duels.ts (`target-persona-barred-from-reporting`: GameState.reportBans, read by
// play.ts › checkUniqueness).
export default defineCard('105_036', {
  title: 'Klingon Painstik',
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', whose: 'yours', filter: { titles: ['Arbiter of Succession'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: -10, bonus: true }, { kind: 'first-target-to-hand' }] }],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'response', to: 'personnel-killed' } },
      targets: { kind: 'just-killed', filter: { universal: false } },
      triggers: [{ on: 'played', effects: [{ kind: 'target-persona-barred-from-reporting' }] }],
      duration: 'instant',
    },
  ],
});
