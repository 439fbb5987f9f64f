// Temporal Vortex (fc, 109_021): doorway ([AU]: seeded or played only while a card of yours allows [AU] cards, alternate-universe.ts) — played on the table, it keeps Distortion of Space/Time Continuum from being played; OR played on a time location, where any player's ships may time travel between it and its corresponding spaceline location (behaviour/time-locations.ts); its dilemma-covering and relocation modes are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_021', {
  title: 'Temporal Vortex',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  // Only while on the table (play-conditions2.ts › playForbiddenBy reads the tables): not when it lies on a time location.
  restricts: [{ kind: 'no-plays-titled', titles: ['Distortion of Space/Time Continuum'] }],
  modes: [{ play: { window: { kind: 'interrupt' } }, targets: { kind: 'time-location' }, duration: 'on-target-mission' }],
  // "Any ships may" (issue 15, helper timeloc): the other player's ships use it too (activations.ts › anyPlayer).
  abilities: [{ id: 'time-travel', anyPlayer: true, targets: { kind: 'time-travel-route', movers: 'ship', route: 'here' }, effects: [{ kind: 'time-travel-target' }] }],
  manual: [
    'the other mode: placed on a Borg Ship dilemma or The Sheliak, which disappears while it is there',
    'the other mode: relocate your ship at a time location to the spaceline location of the opponent\'s choice',
  ],
});
