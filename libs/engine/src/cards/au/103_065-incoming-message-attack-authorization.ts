// Incoming Message: Attack Authorization (au, 103_065): interrupt — on a Federation ship: if a Treachery personnel is aboard, that ship must at once attack one ship at its location (the card player picks it); a V.I.P. aboard lets the ship's player ignore the order.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_065', {
  title: 'Incoming Message: Attack Authorization',
  scenario: 'behaviour/forced-battles.spec.ts',
  // 1E rulebook › BATTLE › INITIATING A BATTLE; 1E current rulings › actions – required (behaviour/forced-battles.ts).
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'federation-ship-and-target', affiliation: 'Federation' },
  triggers: [{ on: 'played', effects: [{ kind: 'forced-attack-if-aboard', skill: 'Treachery', mayIgnoreIf: 'V.I.P.' }] }],
  manual: ["attacking a ship of the attacking ship's own player (1E current rulings › Incoming Message: Attack Authorization: your own ship may be the target)"],
});
