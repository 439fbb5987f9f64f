// Amanda Rogers: Protector (terran, 191_008): event — on your table; as a response to an interrupt just played (not one with the [Ref] icon) you may discard it to nullify that interrupt, which goes atop its owner's draw deck while you hold a card in hand (else to the discard pile). Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_008', {
  title: 'Amanda Rogers: Protector',
  scenario: 'behaviour/response-abilities.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'nullify',
      window: { kind: 'response', to: 'card-played' },
      costs: ['discard-self'],
      targets: { kind: 'just-played', filter: { playedAs: 'Interrupt', notIcons: ['Ref'] } },
      effects: [{ kind: 'nullify-target-atop-deck', ifYouHoldCards: true }],
    },
  ],
});
