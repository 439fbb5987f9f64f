// Eyes in the Dark (au, 103_060): interrupt — while facing a dilemma with Empathy in the team, pick an opponent's ship: one of their personnel aboard, at random, lends its skills and attributes to one of your personnel facing the dilemma until it ends.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_060', {
  title: 'Eyes in the Dark',
  scenario: 'behaviour/lasting-changes.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  // Decision: the card names no receiver nor a duration; the skills and attributes go to one of your personnel facing the dilemma (your choice), for that dilemma.
  targets: { kind: 'your-personnel-facing-dilemma', opponentShip: true, teamHas: 'Empathy' },
  triggers: [{ on: 'played', effects: [{ kind: 'lasting-change', until: 'dilemma-ends', who: 'target', change: { addsRandomAboard: true } }] }],
});
