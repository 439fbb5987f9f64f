// Wall of Ships (fc, 109_036): event — on your table, each of your Enterprises gets +1 RANGE, WEAPONS and SHIELDS per copy; fetching an Enterprise instead is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_036', {
  title: 'Wall of Ships',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, filter: { titleWord: 'Enterprise' }, cumulative: true }],
  manual: ['the other mode: download an Enterprise'],
});
