// Thermal Deflectors (au, 103_049): event — on the table it puts out any Plasma Fire in play and keeps Plasma Fire, Fire Sculptor and Phaser Burns from being played, and cancels Firestorm and Thought Fire wherever they are encountered.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_049', {
  title: 'Thermal Deflectors',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Plasma Fire'] }] }],
  restricts: [{ kind: 'no-plays-titled', titles: ['Plasma Fire', 'Fire Sculptor', 'Phaser Burns'] }],
  nullifies: [{ kind: 'dilemmas-while-in-play', titles: ['Firestorm', 'Thought Fire'] }],
});
