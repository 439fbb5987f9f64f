// Intruder Force Field (au, 103_040): event on your table — an opponent's Telepathic Alien Kidnappers works the other way round (you guess at their hand before ending each of your turns, they no longer guess at yours), and Rogue Borg aboard your ships do not battle unless there are three or more of them there.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS. Behaviour/boarding-reversals.ts.
export default defineCard('103_040', {
  title: 'Intruder Force Field',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'while-in-play',
  restricts: [
    { kind: 'reverses-guesses', titles: ['Telepathic Alien Kidnappers'] },
    { kind: 'boarding-group-minimum', group: 'Rogue Borg', min: 3 },
  ],
});
