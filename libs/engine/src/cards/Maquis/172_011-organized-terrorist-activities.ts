// Organized Terrorist Activities (Maquis, 172_011): event — played with eight Deep Space Nine Maquis personnel of yours in play: an undamaged ship in or next to a region takes one damage (once each game per ship title); then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_011', {
  title: 'Organized Terrorist Activities',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, limit: { kind: 'once-per-game-per-target-title' }, requires: [{ kind: 'you-have-personnel', filter: { property: 'DS9', icons: ['Maq'] }, atLeast: 8 }] },
  targets: { kind: 'undamaged-ship-near-region' },
  triggers: [{ on: 'played', effects: [{ kind: 'damage-target' }] }],
  duration: 'instant',
});
