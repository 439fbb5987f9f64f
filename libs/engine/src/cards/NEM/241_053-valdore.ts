// Valdore (NEM, 241_053): ship — may initiate battle against Romulan cards. The engine's attack restrictions already let a Romulan force attack Romulans (battle/battle.ts, checkAttackRestrictions), so no word is needed; its scenario shows it.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_053', {
  title: 'Valdore',
  scenario: 'behaviour/ships-text-b.spec.ts',
});
