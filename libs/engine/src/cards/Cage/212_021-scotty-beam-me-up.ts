// Scotty, Beam Me Up! (Cage, 212_021): interrupt — just after a dilemma kills your personnel in your Away Team, your ship in orbit with a personnel having Transporter Skill aboard may beam the whole Away Team up (every unstopped card of yours left on that planet).
import { defineCard } from '../../behaviour/define';

export default defineCard('212_021', {
  title: 'Scotty, Beam Me Up!',
  scenario: 'behaviour/attempt-windows.spec.ts',
  // The `dilemma-resolved` window (behaviour/attempt-windows.ts); stopped cards may not be beamed (1E rulebook › GETTING HURT › STOPPED).
  play: { window: { kind: 'response', to: 'dilemma-resolved' } },
  targets: { kind: 'your-ship-over-hurt-away-team', skill: 'Transporter Skill' },
  triggers: [{ on: 'played', effects: [{ kind: 'beam-up-away-team-to-target' }] }],
});
