// Space-Time Portal (otsd, 111_007): doorway — plays on the table (no card play used); your [AU] cards may seed, and one of them play each turn (alternate-universe.ts); its discard-to-use options are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_007', {
  title: 'Space-Time Portal',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  allowsAlternateUniverse: [{ seed: true }, { play: true, perTurn: 1 }],
  manual: [
    'discard it at any time to: download Alternate Universe Door (not to the table); play Wormhole to relocate your ship (stopped); nullify Temporal Rift; return one of your ships to hand; or (once per game) report an [AU] ship with up to four [AU] personnel to any location',
  ],
});
