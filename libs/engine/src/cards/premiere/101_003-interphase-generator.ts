// Interphase Generator (premiere, 101_003): artifact used as equipment — where present, cancels a list of dilemmas (Chalnoth, Archer, Rebel Encounter, Impassable Door, Phased Matter, Crystalline Entity, Armus, Nausicaans).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_003', {
  title: 'Interphase Generator',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'report' } },
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Chalnoth', 'Archer', 'Rebel Encounter', 'Impassable Door', 'Phased Matter', 'Crystalline Entity', 'Nausicaans'], titlePrefixes: ['Armus'] }],
});
