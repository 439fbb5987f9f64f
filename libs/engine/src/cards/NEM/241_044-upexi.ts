// Upexi (NEM, 241_044): personnel — when he reports from hand, an [Equipment] card may be played at once, for free, where he
// reported (behaviour/immediate-free-plays.ts). His skills are printed.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_044', {
  title: 'Upexi',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  whenReported: { fromHand: true, effects: [{ kind: 'open-immediate-free-play', filter: { types: ['Equipment'] }, here: true }] },
});
