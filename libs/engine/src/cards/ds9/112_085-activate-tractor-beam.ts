// Activate Tractor Beam (ds9, 112_085): interrupt, two ways — lying on your ship with a Tractor Beam, that ship may tow one
// ship present (yours, or one with no personnel aboard) along each flight; or lying on your ship or outpost, it adds a
// Tractor Beam there (which lets nothing be carried aboard: the engine carries ships aboard by their own text only).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › GETTING HURT › RELOCATED ("towed": forced movement); behaviour/tractor-beams.ts.
export default defineCard('112_085', {
  title: 'Activate Tractor Beam',
  scenario: 'behaviour/tractor-beams.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-tractor-ship' },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'ready-tow' }] }],
  // The second way's Tractor Beam; the first way (recorded 'tow') adds none of its own.
  permits: [{ kind: 'host-special-equipment', equipment: 'Tractor Beam', unlessOption: 'tow' }],
  modes: [{ play: { window: { kind: 'interrupt' } }, targets: { kind: 'your-ship-or-outpost' }, duration: 'on-target-card', triggers: [] }],
});
