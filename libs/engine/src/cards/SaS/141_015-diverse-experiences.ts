// Diverse Experiences (SaS, 141_015): interrupt — once each turn, just after you solve a mission, you draw one card per personnel of yours there with the 22nd-century icon (at most five).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_015', {
  title: 'Diverse Experiences',
  scenario: 'behaviour/events-solved.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'just-solved-mission', solver: 'you' },
  triggers: [{ on: 'played', effects: [{ kind: 'draw-per-personnel', filter: { icons: ['22'] }, atTarget: true, max: 5 }] }],
});
