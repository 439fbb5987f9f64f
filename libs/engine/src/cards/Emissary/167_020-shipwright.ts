// Shipwright (Emissary, 167_020): event — on your table, your Bajoran ships get +1 RANGE per copy; its other use (points for a solar-sail burst of RANGE) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_020', {
  title: 'Shipwright',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 1, filter: { affiliation: 'Bajoran' }, cumulative: true }],
  manual: ['the other mode: lose points to give your Solar Sail ship RANGE +10 this turn'],
});
