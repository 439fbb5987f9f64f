// A Missing Day (tstl, 163_017): interrupt — once each turn, counts down one of your opponent's dilemmas, interrupts or events in play whose countdown runs (never Omega Particle); at zero it does what its countdown's end does.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › END OF TURN › COUNTDOWNS; THE CARDS › INTERRUPTS; "ONCE PER GAME" AND SIMILAR LIMITS (behaviour/countdown-advances.ts).
export default defineCard('163_017', {
  title: 'A Missing Day',
  scenario: 'behaviour/tos-films.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'opponent-countdown-card', types: ['Dilemma', 'Interrupt', 'Event'], exceptTitles: ['Omega Particle'] },
  triggers: [{ on: 'played', effects: [{ kind: 'count-down-target' }] }],
});
