// Fractal Encryption Code (fc, 109_049): interrupt — played on your ship or outpost with your android aboard, where it stays: that ship or outpost may not be assimilated or commandeered and may not use its RANGE or WEAPONS; an android that was aboard as it was played may cancel it while aboard.
//   1E rulebook › Borg Rule: Personnel Assimilation; COMPLETE BORG OBJECTIVES › Planetary Assimilation, Ship Assimilation; COMMANDEER;
//   EXECUTING ORDERS › MOVE SHIP; BATTLE › SHIP BATTLE.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_049', {
  title: 'Fractal Encryption Code',
  scenario: 'behaviour/assimilation.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-or-outpost-with-aboard', characteristic: 'Android' },
  duration: 'on-target-card',
  assimilationImmunity: { host: true },
  // Issue 15 (helper intr): behaviour/host-bans.ts; spec behaviour/interrupts-intr.spec.ts.
  hostBans: { commandeer: true, range: true, weapons: true },
  // "Same android": your androids aboard as it is played are remembered; one of them aboard the host may nullify it (on your turn).
  triggers: [{ on: 'played', effects: [{ kind: 'remember-crew-aboard-target', filter: { characteristic: 'Android' } }] }],
  abilities: [{ id: 'android-nullifies', costs: ['discard-self'], requires: [{ kind: 'remembered-crew-aboard-host' }], effects: [] }],
});
