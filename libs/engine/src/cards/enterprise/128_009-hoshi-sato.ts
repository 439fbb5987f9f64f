// Hoshi Sato (enterprise, 128_009): personnel — where she is present the female-related dilemmas are cancelled (the engine always uses this "may"; the titles are those the card list marks female-related).
import { defineCard } from '../../behaviour/define';
import { FEMALE_RELATED_DILEMMAS } from '../../behaviour/dilemma-groups';

export default defineCard('128_009', {
  title: 'Hoshi Sato',
  scenario: 'behaviour/personnel-b.spec.ts',
  nullifies: [
    {
      kind: 'dilemmas-where-present',
      titles: FEMALE_RELATED_DILEMMAS,
    },
  ],
});
