// Friendly Fire (dom, 115_010): dilemma — unless two Leadership and two SECURITY, a random member dies and the dilemma stays on the mission, which can no longer be attempted.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_010', {
  title: 'Friendly Fire',
  scenario: 'behaviour/dilemmas/dom.spec.ts',
  dilemma: {
    title: 'Friendly Fire',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Leadership x2 + SECURITY x2',
      },
      { kind: 'place', on: 'mission', affected: 'none', unless: 'Leadership x2 + SECURITY x2' },
    ],
    ongoing: { blocksAttempts: true },
  },
});
