// Explain Your Presence (ENGAGE, 161_019): interrupt — once per game, your unstopped Romulan OFFICER where your opponent has a crew is stopped; you examine the opponent's crews there and score 5 bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_019', {
  title: 'Explain Your Presence',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
  targets: { kind: 'your-personnel-with-opponent-crew-here', filter: { affiliation: 'Romulan', classification: 'OFFICER' } },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-target' }, { kind: 'look-at-opponent-crews-here' }, { kind: 'score-points', points: 5, bonus: true }] }],
});
