// Diplomatic Contact (HF2, 152_022): incident — played on your non-[Bor] personnel having Diplomacy and Treachery; once each turn you may discard a non-personnel card from hand to put a personnel of your discard pile on top of your draw deck; if that personnel shares an affiliation with the host, the incident is discarded (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('152_022', {
  title: 'Diplomatic Contact',
  scenario: 'behaviour/deck-recursion.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel', who: { skills: ['Diplomacy', 'Treachery'], notAffiliations: ['Borg'] } },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'contact',
      limit: 'once-per-turn',
      targets: { kind: 'hand-card-and-discard-cards', hand: { notTypes: ['Personnel'] }, discard: { types: ['Personnel'] }, count: 1 },
      effects: [{ kind: 'hand-card-discarded-cards-atop-draw' }, { kind: 'if-chosen-shares-host-affiliation', then: [{ kind: 'discard-self' }] }],
    },
  ],
});
