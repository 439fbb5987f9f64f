// Holoprogram: Cafe des Artistes (20th, 174_005): incident — seeded or played on your ship or facility with a Holodeck, it lies there; once each turn you may stop a couple of your personnel aboard it to draw a card; once per game you may download aboard it the romantic partner of one of your personnel aboard, then it is discarded (ActivateCard).
//   1E rulebook › GLOSSARY › romantic partner (a couple); DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('174_005', {
  title: 'Holoprogram: Cafe des Artistes',
  scenario: 'behaviour/romance.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck', facilities: true },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    { id: 'couple-draws', limit: 'once-per-turn', targets: { kind: 'couple-aboard-host' }, effects: [{ kind: 'stop-couple' }, { kind: 'draw', who: 'you', count: 1 }] },
    { id: 'download-partner', limit: 'once-per-game', targets: { kind: 'partner-to-download-aboard-host' }, effects: [{ kind: 'download-aboard-host' }, { kind: 'discard-self' }] },
  ],
});
