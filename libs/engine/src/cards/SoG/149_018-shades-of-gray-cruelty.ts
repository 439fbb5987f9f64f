// Shades of Gray: Cruelty (SoG, 149_018): event — on the table; while it lies there, five named dilemmas need two Exobiology more in each alternative of their requirements (conditions, requirements to get past, cures); Kevin Uxbridge cannot touch it. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_018', {
  title: 'Shades of Gray: Cruelty',
  scenario: 'behaviour/requirement-additions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  addsToRequirements: { titles: ['Alien Abduction', 'Chalnoth', 'Coalescent Organism', 'Shaka, When the Walls Fell', 'Zaldan'], add: 'Exobiology x2' },
  immuneTo: ['Kevin Uxbridge'],
});
