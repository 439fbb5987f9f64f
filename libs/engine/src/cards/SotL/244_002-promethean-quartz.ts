// Promethean Quartz (SotL, 244_002): dilemma — the opponent may download and seed a [Self] dilemma here; then, unless Exobiology, SCIENCE and CUNNING>40 or Archaeology, ENGINEER and STRENGTH>40 are there, the whole team is stopped; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('244_002', {
  title: 'Promethean Quartz',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Promethean Quartz',
    steps: [
      { kind: 'download-and-seed', upTo: 1, icon: 'Self' },
      { kind: 'hook', name: 'stop-team', unless: 'Exobiology + SCIENCE + CUNNING>40 OR Archaeology + ENGINEER + STRENGTH>40' },
    ],
    discard: true,
  },
});
