// Temporal Micro-Wormhole (voy, 123_032): doorway — plays on the table (no card play used); its [AU] permission, once-per-game options and reporting aboard your ships are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_032', {
  title: 'Temporal Micro-Wormhole',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  manual: [
    'you may play [AU] personnel and equipment (the engine does not hold [AU] cards back without it)',
    'once per game: download Space-Time Portal, nullify its "report with", or download Dr. Telek R\'Mor',
    'your personnel may report aboard your ships regardless of affiliation (once each turn, twice per game, discarding it each time), compatible with your cards while in play',
  ],
});
