// Iconian Computer Weapon (premiere, 101_029): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_029', {
  title: 'Iconian Computer Weapon',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Iconian Computer Weapon',
    steps: [{ kind: 'hook', name: 'reboot-hand', unless: 'SCIENCE' }],
    discard: true,
  },
});
