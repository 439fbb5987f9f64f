// Fractal Encryption Code (fc, 109_049): interrupt — played on your ship or outpost with your android aboard, where it stays: that ship or outpost may not be assimilated. Its other limits (no commandeering, no use of RANGE or WEAPONS) and the android's nullification stay manual.
//   1E rulebook › Borg Rule: Personnel Assimilation; COMPLETE BORG OBJECTIVES › Planetary Assimilation, Ship Assimilation.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_049', {
  title: 'Fractal Encryption Code',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-or-outpost-with-aboard', characteristic: 'Android' },
  duration: 'on-target-card',
  assimilationImmunity: { host: true },
  manual: ['it may not be commandeered', 'it may not use RANGE or WEAPONS', 'the same android, aboard, may nullify it'],
});
