// Lissan (coldfront, 200_037): personnel — her owner's cards at her location may not initiate battle.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_037', {
  title: 'Lissan',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'no-battle' }],
});
