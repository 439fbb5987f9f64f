// Shades of Gray: Despair (SoG, 149_019): event — on the table; while it lies there, every printed number of four named dilemmas is one higher (requirement counts, the number selected, a countdown, a set STRENGTH, RANGE lost); Combo dilemmas keep theirs; Kevin Uxbridge cannot touch it. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_019', {
  title: 'Shades of Gray: Despair',
  scenario: 'behaviour/printed-numbers.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (helper history): behaviour/printed-numbers.ts; whole titles only, so Ancient Computer & Microvirus (a Combo dilemma) is not named.
  addsToPrintedNumbers: { titles: ['Ancient Computer', 'Birth of "Junior"', 'Nitrium Metal Parasites', 'Rascals'], add: 1 },
  immuneTo: ['Kevin Uxbridge'],
});
