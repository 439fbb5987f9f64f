// The Wake of the Borg (bog, 116_043): interrupt — lies on a Neutral Zone Region mission of your opponent's who seeded four or more there; at the end of your opponent's next turn every non-Borg ship, facility and personnel at that location returns to its owner's hand, and it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_043', {
  title: 'The Wake of the Borg',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' }, requires: [{ kind: 'target-mission', theirs: true, region: 'Neutral Zone Region', regionSeededAtLeast: 4 }] },
  targets: { kind: 'any-location' },
  duration: 'on-target-mission',
  triggers: [{ on: 'turn-ends', whose: 'opponent', from: 'this-turn', effects: [{ kind: 'return-all-here-to-hand', exceptAffiliation: 'Borg' }, { kind: 'discard-self' }] }],
});
