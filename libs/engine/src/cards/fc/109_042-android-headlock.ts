// Android Headlock (fc, 109_042): interrupt — as a response, cancels a Borg Kiss just played; or, when a Borg drone, Jem'Hadar or holographic personnel has just engaged your android in combat, mortally wounds it (your android then engages the next adversary).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_042', {
  title: 'Android Headlock',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Borg Kiss'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  // Issue 15 (helper pairs): the combat way, in the combat-pairing window (behaviour/combat-pairings.ts; behaviour/combat-pairings.spec.ts).
  modes: [
    {
      play: { window: { kind: 'response', to: 'combat-pairing' } },
      targets: { kind: 'adversary-engaging-yours', yours: { species: 'Android' }, adversary: { anyOf: [{ characteristic: 'Drone' }, { species: "Jem'Hadar" }, { icons: ['Holo'] }] } },
      triggers: [{ on: 'played', effects: [{ kind: 'wound-adversary', engagesNext: true }] }],
    },
  ],
  manual: ['a Rogue Borg that just engaged your android (a Rogue Borg battle opens no window)'],
});
