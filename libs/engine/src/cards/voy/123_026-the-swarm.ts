// The Swarm (voy, 123_026): dilemma — it lies on the ship; the ship is destroyed when its three-turn countdown expires; cured by three ENGINEER and Physics in the crew.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_026', {
  title: 'The Swarm',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'The Swarm',
    steps: [{ kind: 'place', on: 'ship', affected: 'none', countdown: 3 }],
    ongoing: { onExpiry: 'destroy-host' },
    cure: 'ENGINEER x3 + Physics',
    manual: ['while placed, the ship\'s WEAPONS are disabled and SHIELDS -2', 'the cure only after the start of your next turn'],
  },
});
