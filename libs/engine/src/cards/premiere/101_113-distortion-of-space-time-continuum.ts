// Distortion of Space/Time Continuum (premiere, 101_113): interrupt — a ship, its crew and the Away Teams it put on planets are no longer stopped, and the ship gets back the RANGE used this turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_113', {
  title: 'Distortion of Space/Time Continuum',
  scenario: 'behaviour/premiere-places.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'any' },
  // The ship's Away Teams: the cards whose beam or walk down from it recorded it (behaviour/away-teams.ts).
  triggers: [{ on: 'played', effects: [{ kind: 'unstop-ship-and-crew' }] }],
});
