// Taking Charge (crossover, 181_028): incident — on your table: your personnel at a mission that is not a homeworld and has an objective lying on it are INTEGRITY, CUNNING and STRENGTH +1; downloading an objective onto your mission where your commanding-rank personnel is, once each turn, is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_028', {
  title: 'Taking Charge',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, whose: 'yours', where: 'at-mission-with-objective', to: {}, filter: {} }],
  manual: ['once each turn, if your Admiral, General, Captain, Colonel, Gul, Legate, DaiMon, Maje, Alpha-Hirogen or Jem\'Hadar First is at your mission, you may download an objective onto that mission'],
});
