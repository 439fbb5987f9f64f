// Orion Syndicate Bomb (roa, 117_010): dilemma — the ship is damaged unless Transporter Skill or Orion Syndicate is aboard; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_010', {
  title: 'Orion Syndicate Bomb',
  scenario: 'behaviour/dilemmas/roa.spec.ts',
  dilemma: {
    title: 'Orion Syndicate Bomb',
    steps: [{ kind: 'ship', action: 'damage', unless: 'Transporter Skill OR Orion Syndicate' }],
    discard: true,
  },
});
