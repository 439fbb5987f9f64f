// He Put Creatures in our Bodies (PL, 238_012): interrupt — your Ceti Eel on a personnel you control that the opponent owns is nullified (the personnel goes back to its owner, who relocates it anywhere) so that your augments at that location have a regular skill you name until the end of the turn.
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; USING SKILLS › List of Regular Skills (behaviour/hosted-control-ends.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('238_012', {
  title: 'He Put Creatures in our Bodies',
  scenario: 'behaviour/hosted-control.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-held-personnel-and-any-skill', holders: ['Ceti Eel'] },
  duration: 'instant',
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'nullify-holder-on-target', holders: ['Ceti Eel'] },
        { kind: 'grant-named-skill-to-yours-at-target-location', filter: { characteristic: 'Augment' } },
        // "relocate them anywhere; opponent's choice": the owner picks one of their ships or facilities, or a planet.
        { kind: 'choose-cards', chooser: 'opponent', pool: { from: 'target-places' }, pick: 1, chosen: 'stay', then: [{ kind: 'relocate-target-to-chosen' }] },
      ],
    },
  ],
});
