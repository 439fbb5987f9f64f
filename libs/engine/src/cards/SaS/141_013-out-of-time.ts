// Out of Time (SaS, 141_013): incident played for free — your temporal agent's ship (with its crew) or Away Team time travels between a time location and its corresponding spaceline location, then the incident is discarded (behaviour/time-locations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_013', {
  title: 'Out of Time',
  scenario: 'behaviour/time-locations.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'always' } },
  targets: { kind: 'time-travel-route', movers: 'ship-or-away-team', route: 'corresponding', present: { characteristic: 'Temporal Agent' } },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'time-travel-target' }] }],
  manual: [
    'played at any time (the engine offers it on your own turn, before orders, like other free plays)',
    'the other function: up to three temporal agents from your discard pile taken into hand',
    'only some of the personnel present, or the ship without the Away Team, travelling (the engine moves the whole ship or Away Team)',
    'instead of discarding it, stopping your temporal agent to place it on top of your draw deck',
  ],
});
