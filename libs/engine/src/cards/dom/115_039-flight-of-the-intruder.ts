// Flight of the Intruder (dom, 115_039): interrupt — any or all of your shape-shifters present together fly off as birds: they return to your hand. (The engine has no window during a destruction, so the exception never arises.)
import { defineCard } from '../../behaviour/define';

export default defineCard('115_039', {
  title: 'Flight of the Intruder',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-personnel-together', filter: { characteristic: 'Shape-shifter' } },
  triggers: [{ on: 'played', effects: [{ kind: 'chosen-from-play-to-hand' }] }],
});
