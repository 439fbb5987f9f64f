// Brief Romance (ds9, 112_010): dilemma — the opponent names male or female; it lies on a random member of that gender, who is stopped until its two-turn countdown expires.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_010', {
  title: 'Brief Romance',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Brief Romance',
    steps: [
      { kind: 'choose-mode', chooser: 'opponent', modes: ['male', 'female'] },
      { kind: 'only-if', test: { mode: 'male' }, step: { kind: 'pick', targets: { by: 'random', count: 1, filter: { characteristic: 'Male' } } } },
      { kind: 'only-if', test: { mode: 'female' }, step: { kind: 'pick', targets: { by: 'random', count: 1, filter: { characteristic: 'Female' } } } },
      { kind: 'place', on: 'personnel', affected: 'picked', countdown: 2 },
      { kind: 'stop-through-countdown', targets: { by: 'picked' } },
    ],
  },
});
