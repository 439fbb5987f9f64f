// Tachyon Detection Grid (premiere, 101_139): interrupt — with four or more of your ships in play, a cloaked ship is found and must decloak (it cannot cloak again this turn).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_139', {
  title: 'Tachyon Detection Grid',
  scenario: 'behaviour/ship-equipment.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'cloaked-ship', yourShipsAtLeast: 4 },
  triggers: [{ on: 'played', effects: [{ kind: 'decloak-target' }] }],
});
