// Tactical Console (dom, 115_027): event — lies on your ship docked at your facility; while a version of Miles O'Brien or a SECURITY-classification personnel of yours is aboard, the ship is WEAPONS +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_027', {
  title: 'Tactical Console',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-docked-ship' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute-with-aboard', attributes: ['WEAPONS'], delta: 3, whileAboard: [{ persona: "Miles O'Brien" }, { filter: { classification: 'SECURITY' } }] }],
});
