// Smoke Bomb (ds9, 112_100): interrupt, two ways (PlayCard.mode) — 0: at the start of a personnel battle, any or all of your non-Borg personnel in it are kept out of it; 1 (once every turn, and once per game at each location): a crew or Away Team where you have personnel is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_100', {
  title: 'Smoke Bomb',
  scenario: 'behaviour/battle-exclusions.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'your-personnel-in-battle-to-exclude', notAffiliations: ['Borg'] },
  triggers: [{ on: 'played', effects: [{ kind: 'exclude-target-from-battle' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [{ kind: 'once-per-game-per-location' }] },
      targets: { kind: 'crew-or-away-team-where-you-are' },
      triggers: [{ on: 'played', effects: [{ kind: 'stop-target-crew-or-away-team' }] }],
    },
  ],
});
