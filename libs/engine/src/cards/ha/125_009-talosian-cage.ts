// Talosian Cage (ha, 125_009): dilemma — unless three Empathy or Christopher Pike are there, the opponent may discard two random females or the male with the most skill dots; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_009', {
  title: 'Talosian Cage',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Talosian Cage',
    steps: [
      { kind: 'choose-mode', chooser: 'opponent', modes: ['two-females', 'male', 'neither'], unless: 'Empathy x3 OR {Christopher Pike}' },
      { kind: 'only-if', test: { mode: 'two-females' }, step: { kind: 'act', targets: { by: 'random', count: 2, filter: { characteristic: 'Female' } }, action: 'discard' } },
      {
        kind: 'only-if',
        test: { mode: 'male' },
        step: { kind: 'act', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'opponent', filter: { characteristic: 'Male' } }, action: 'discard' },
      },
    ],
    discard: true,
  },
});
