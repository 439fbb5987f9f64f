// Suicidal Attack (twt, 119_037): interrupt — a personnel escorting your Breen or Romulan captive dies, and so does that captive of yours; or a personnel who just engaged one of yours in combat dies, and so does yours.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_037', {
  title: 'Suicidal Attack',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'escort-of-your-captive', captive: { anyOf: [{ species: 'Breen' }, { species: 'Romulan' }] } },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target-and-escorted-captive', captive: { anyOf: [{ species: 'Breen' }, { species: 'Romulan' }] } }] }],
  // Issue 15 (helper pairs): the combat way, in the combat-pairing window (behaviour/combat-pairings.ts; behaviour/combat-pairings.spec.ts).
  modes: [
    {
      play: { window: { kind: 'response', to: 'combat-pairing' } },
      targets: { kind: 'adversary-engaging-yours' },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-adversary-and-yours' }] }],
    },
  ],
});
