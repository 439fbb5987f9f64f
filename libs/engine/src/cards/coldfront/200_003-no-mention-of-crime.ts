// No Mention of Crime (coldfront, 200_003): dilemma — unless four females are there (nullified), the opponent chooses: the male with the most skill dots is captured, or two males of their choice are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_003', {
  title: 'No Mention of Crime',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'No Mention of Crime',
    steps: [
      { kind: 'nullified-if', test: { teamMatching: { filter: { characteristic: 'Female' }, atLeast: 4 } } },
      { kind: 'choose-mode', chooser: 'opponent', modes: ['capture', 'stop-two'] },
      {
        kind: 'only-if',
        test: { mode: 'capture' },
        step: { kind: 'act', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'opponent', filter: { characteristic: 'Male' } }, action: 'capture' },
      },
      { kind: 'only-if', test: { mode: 'stop-two' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 2, filter: { characteristic: 'Male' } }, action: 'stop' } },
    ],
    manual: ['capture is simplified: the captive is held by the opponent out of the game (no rescue, no brig)'],
  },
});
