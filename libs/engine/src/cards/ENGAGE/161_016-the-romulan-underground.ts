// The Romulan Underground (ENGAGE, 161_016): incident — lies on a planet mission of the Romulus System; once each turn, Major Rakal, a [TNG] Romulan dissident, or a [TNG] Romulan with "underground" in lore reports there for free; the Away Team attempt permit and the scoring on solving are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_016', {
  title: 'The Romulan Underground',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { regions: ['Romulus System Region'], planet: true } },
  duration: 'on-target-mission',
  // atop-mission-reports.ts: the three share the mission's once-each-turn free report.
  reportsHere: [
    { personnel: { titles: ['Major Rakal'] }, free: true, onceEachTurn: true },
    { personnel: { property: 'TNG', affiliation: 'Romulan', characteristic: 'Dissident' }, free: true, onceEachTurn: true },
    { personnel: { property: 'TNG', affiliation: 'Romulan' }, lore: ['underground'], free: true, onceEachTurn: true },
  ],
  manual: [
    'your Away Team which includes such a personnel may attempt this mission',
    'when you solve, you may discard it and three [TNG] Romulan Honor personnel from that Away Team to score points',
  ],
});
