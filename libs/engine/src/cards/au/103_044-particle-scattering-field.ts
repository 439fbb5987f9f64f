// Particle Scattering Field (au, 103_044): event — lies on your ship with a Particle Scattering Device; while that ship is at a location, nobody beams to or from the planet there; you may discard it at any time.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_044', {
  title: 'Particle Scattering Field',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-with-equipment', equipment: 'Particle Scattering Device' },
  duration: 'on-target-card',
  restricts: [{ kind: 'no-beaming' }],
  // 1E rulebook › OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME": discarding it is an ability of the card in play.
  abilities: [{ id: 'discard', window: 'any-time', costs: ['discard-self'], effects: [] }],
});
