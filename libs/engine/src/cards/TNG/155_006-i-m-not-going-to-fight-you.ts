// I'm Not Going to Fight You (TNG, 155_006): dilemma — the opponent may download and seed here up to two of Chalnoth, El-Adrel Creature, Nausicaans and Rebel Encounter; it lies on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_006', {
  title: 'I\'m Not Going to Fight You',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'I\'m Not Going to Fight You',
    steps: [
      { kind: 'download-and-seed', upTo: 2, titles: ['Chalnoth', 'El-Adrel Creature', 'Nausicaans', 'Rebel Encounter'] },
      { kind: 'place', on: 'mission', affected: 'none' },
    ],
    manual: ['each of those dilemmas faced here first stops one Diplomacy personnel of your choice'],
  },
});
