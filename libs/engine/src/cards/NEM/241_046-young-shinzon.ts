// Young Shinzon (NEM, 241_046): personnel — when he reports from hand, an [Equipment] card or a [Rom] personnel may be played
// at once, for free, where he reported (behaviour/immediate-free-plays.ts). His skills are printed.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_046', {
  title: 'Young Shinzon',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  whenReported: {
    fromHand: true,
    effects: [{ kind: 'open-immediate-free-play', filter: { anyOf: [{ types: ['Equipment'] }, { types: ['Personnel'], affiliations: ['Romulan'] }] }, here: true }],
  },
});
