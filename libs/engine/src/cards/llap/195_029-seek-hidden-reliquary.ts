// Seek Hidden Reliquary (llap, 195_029): objective — played on your personnel with Archaeology, where it lies. Its free play, its once-per-game artifact download and seeding, and its download when your Away Team with a Vulcan earns Kir'Shara here are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (played on a personnel, it lies on it while in play).
export default defineCard('195_029', {
  title: 'Seek Hidden Reliquary',
  scenario: 'behaviour/wisdom-of-surak.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel', who: { skills: ['Archaeology'] } },
  duration: 'on-target-card',
  manual: [
    'playing for free while Tallera or The Katra of Surak is present',
    'once per game, downloading an artifact with "Vulcan" in title or lore and seeding it at a planet here',
    "when your Away Team with a Vulcan earns Kir'Shara here: downloading a Vulcan Honor personnel (points by printed INTEGRITY) and discarding it",
  ],
});
