// Hidden Entrance (au, 103_016): dilemma — to get past: Geordi La Forge, or an ENGINEER with CUNNING over 32 in the team.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_016', {
  title: 'Hidden Entrance',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Hidden Entrance',
    steps: [{ kind: 'pass', require: '{Geordi La Forge} OR ENGINEER + CUNNING>32' }],
  },
});
