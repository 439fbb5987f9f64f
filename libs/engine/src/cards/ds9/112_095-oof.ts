// Oof! (ds9, 112_095): interrupt — as a response, cancels a Fightin' Words just encountered; burning the opponent's Q cards for points is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_095', {
  title: 'Oof!',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Fightin\' Words'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  immuneTo: ['Amanda Rogers'],
  manual: ['the other mode: each Amanda Rogers, Kevin Uxbridge and Q2 in the opponent\'s point area out of play, 5 points lost each'],
});
