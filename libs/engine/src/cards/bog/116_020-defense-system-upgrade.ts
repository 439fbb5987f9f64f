// Defense System Upgrade (bog, 116_020): event, two ways (PlayCard.mode) — 0: on your space facility, which gets WEAPONS 6 when it has none (else WEAPONS +4) and SHIELDS +6, per copy; 1: fully repairs your damaged facility where a compatible ENGINEER of yours is aboard, then the event is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_020', {
  title: 'Defense System Upgrade',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', space: true },
  duration: 'on-target-card',
  facilityModifiers: [
    { scope: 'on', attributes: ['WEAPONS'], delta: 4, setIfNone: 6, cumulative: true },
    { scope: 'on', attributes: ['SHIELDS'], delta: 6, cumulative: true },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'your-facility', damagedWith: 'ENGINEER' },
      // 1E rulebook › DAMAGE AND REPAIRS: a full repair removes every damage marker (ShipRepaired).
      triggers: [{ on: 'played', effects: [{ kind: 'repair-target-ship', alsoNonAligned: false }] }],
      duration: 'instant',
    },
  ],
});
