// Vkruk (NEM, 241_045): personnel — when he reports from hand, a [Rom] leader (OFFICER or Leadership: 1E rulebook › BATTLE)
// may be played at once, for free, where he reported (behaviour/immediate-free-plays.ts). His skills are printed.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_045', {
  title: 'Vkruk',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  whenReported: {
    fromHand: true,
    effects: [
      {
        kind: 'open-immediate-free-play',
        filter: { types: ['Personnel'], affiliations: ['Romulan'] },
        personnel: { anyOf: [{ classification: 'OFFICER' }, { skill: 'Leadership' }] },
        here: true,
      },
    ],
  },
});
