// Temporal Vortex (fc, 109_021): doorway — played on the table, it keeps Distortion of Space/Time Continuum from being played; its time-location, dilemma-covering and relocation modes are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_021', {
  title: 'Temporal Vortex',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  restricts: [{ kind: 'no-plays-titled', titles: ['Distortion of Space/Time Continuum'] }],
  manual: [
    'an [AU] card: played only while a card of yours allows [AU] cards (the engine does not hold [AU] cards back)',
    'the other mode: played on a time location, any ship may time travel between it and the corresponding spaceline location',
    'the other mode: placed on a Borg Ship dilemma or The Sheliak, which disappears while it is there',
    'the other mode: relocate your ship at a time location to the spaceline location of the opponent\'s choice',
  ],
});
