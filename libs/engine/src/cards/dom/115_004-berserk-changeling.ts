// Berserk Changeling (dom, 115_004): dilemma — a random non-changeling present dies unless two hand weapons, three SECURITY, or one of the named anti-changeling cards or Mora Pol are present.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_004', {
  title: 'Berserk Changeling',
  scenario: 'behaviour/dilemmas/dom-b.spec.ts',
  dilemma: {
    title: 'Berserk Changeling',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { notCharacteristics: ['Changeling'] } },
        action: 'kill',
        unlessAny: [
          { equipment: { characteristic: 'hand weapon' }, atLeast: 2 },
          { require: 'SECURITY x3' },
          { require: '{Changeling Sweep} OR {Shape-Shift Inhibitor} OR {Interphase Generator} OR {Mora Pol}' },
        ],
      },
    ],
  },
});
