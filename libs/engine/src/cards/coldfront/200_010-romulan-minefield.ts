// Romulan Minefield (coldfront, 200_010): event — goes between two neighbouring missions as a location of its own, span 2 (for free when both missions show the Romulan icon); a non-Romulan ship flying over it without stopping takes one damage, and one that stops there goes on only next turn.
//   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP; DAMAGE AND REPAIRS › ROTATION DAMAGE; PLAYING "FOR FREE".
import { defineCard } from '../../behaviour/define';

export default defineCard('200_010', {
  title: 'Romulan Minefield',
  scenario: 'behaviour/minefields.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'between-missions-of', affiliation: 'Romulan' } },
  targets: { kind: 'between-missions' },
  duration: 'on-target-mission',
  triggers: [{ on: 'played', effects: [{ kind: 'insert-as-location', span: 2 }] }],
  // behaviour/minefields.ts (read by spaceline-events.ts).
  restricts: [{ kind: 'stop-or-damage', exceptAffiliation: 'Romulan' }],
});
