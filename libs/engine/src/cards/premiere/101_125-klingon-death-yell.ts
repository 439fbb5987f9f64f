// Klingon Death Yell (premiere, 101_125): interrupt — just after a Klingon with Honor is killed, it honours that Klingon for 5 bonus points (one yell per Klingon).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_125', {
  title: 'Klingon Death Yell',
  scenario: 'behaviour/events-killed.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-killed' }, limit: { kind: 'once-per-target' } },
  targets: { kind: 'just-killed', filter: { affiliation: 'Klingon', skill: 'Honor' } },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
});
