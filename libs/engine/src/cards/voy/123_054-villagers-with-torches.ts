// Villagers With Torches (voy, 123_054): event — on your table (seeded or played): when your opponent begins a planet mission attempt with fewer than three personnel, all of them are killed, unless your opponent has Thermal Deflectors in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_054', {
  title: 'Villagers With Torches',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'kill-small-planet-teams', fewerThan: 3, unlessInPlay: 'Thermal Deflectors' }],
});
