// Stalling for Time (Maquis, 172_019): interrupt — once each turn, on any location, while you have three [TNG][Maq] personnel in play: your opponent picks one of their personnel there (MakeChoice) and it returns to their hand.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS; "ONCE PER GAME" AND SIMILAR LIMITS; the opponent's pick waits for them (behaviour/choices.ts).
// "Here" is the targeted location: their personnel on the planet, in space, aboard ships or facilities there.
export default defineCard('172_019', {
  title: 'Stalling for Time',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [{ kind: 'you-have-personnel', filter: { icons: ['TNG', 'Maq'] }, atLeast: 3 }] },
  targets: { kind: 'any-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'choose-cards', chooser: 'opponent', pool: { from: 'personnel-in-play', whose: 'opponent', here: true }, pick: 1, chosen: 'to-hand' }] }],
});
