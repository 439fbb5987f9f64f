// Temporal Micro-Wormhole (voy, 123_032): doorway — plays on the table (no card play used); once per game you may download Space-Time Portal or Dr. Telek R'Mor (ActivateCard); your [AU] personnel and equipment may play (alternate-universe.ts); the other option and reporting aboard your ships are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_032', {
  title: 'Temporal Micro-Wormhole',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  allowsAlternateUniverse: [{ play: true, filter: { types: ['Personnel', 'Equipment'] } }],
  // Issue 15 (activations): the two downloads share one ability, so one once-per-game use between them.
  abilities: [{ id: 'download', limit: 'once-per-game', targets: { kind: 'card-to-download', filter: { titles: ['Space-Time Portal', "Dr. Telek R'Mor"] } }, effects: [{ kind: 'download-target' }] }],
  manual: [
    'the third once-per-game option: nullifying Space-Time Portal\'s "report with" (the engine does not count it against the download\'s once per game)',
    'your personnel may report aboard your ships regardless of affiliation (once each turn, twice per game, discarding it each time), compatible with your cards while in play',
  ],
});
