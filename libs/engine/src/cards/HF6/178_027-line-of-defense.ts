// Line of Defense (HF6, 178_027): event — on your table, your ships at a mission showing one of their affiliation icons get +3 SHIELDS.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_027', {
  title: 'Line of Defense',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['SHIELDS'], delta: 3, filter: { atMatchingMission: true } }],
});
