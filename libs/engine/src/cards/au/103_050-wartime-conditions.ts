// Wartime Conditions (au, 103_050): event — played on the table in answer to a ship battle against a Federation ship; while it stays, your Federation may initiate battle against the attackers' affiliation whatever the attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_050', {
  title: 'Wartime Conditions',
  scenario: 'behaviour/recorded-attack-permits.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'federation-ship-attacked' },
  triggers: [{ on: 'played', effects: [{ kind: 'remember-attackers-affiliation' }] }],
  duration: 'while-in-play',
});
