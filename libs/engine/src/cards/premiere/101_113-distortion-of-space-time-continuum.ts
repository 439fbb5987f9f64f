// Distortion of Space/Time Continuum (premiere, 101_113): interrupt — a ship and its crew are no longer stopped and get back the RANGE used this turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_113', {
  title: 'Distortion of Space/Time Continuum',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'any' },
  triggers: [{ on: 'played', effects: [{ kind: 'unstop-ship-and-crew' }] }],
  manual: [
    "unstopping the ship's Away Teams elsewhere (the engine does not track which ship an Away Team came from)",
  ],
});
