// The Great Link (dom, 115_033): Dominion headquarters — Ketracel-White on the planet of its location does not count down; the rest of its text is carried out by manual effects.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_033', {
  title: 'The Great Link',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts).
  countdownRule: { kind: 'holds-countdowns', titles: ['Ketracel-White'], where: 'planet-here', reset: false },
  manual: ["seeding or playing only on Founders' homeworld", 'playing it during the game', 'once each turn, one Founder or one HQ card playing for free here'],
});
