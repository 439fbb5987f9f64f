// HQ: Shipyards (dow, 227_008): event — lies on your headquarters (seeded or played there); once each turn, when you report a ship there with your normal card play and no Nor is at that location, you draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_008', {
  title: 'HQ: Shipyards',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-card-in-play', filter: { types: ['Facility'], facilityKind: 'Headquarters' } },
  duration: 'on-target-card',
  seedsOnTarget: true,
  whenCardsPlayed: { filter: { types: ['Ship'] }, here: true, oncePerTurn: true, normalCardPlay: true, noneHere: { types: ['Facility'], titleWords: ['Nor'] }, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
