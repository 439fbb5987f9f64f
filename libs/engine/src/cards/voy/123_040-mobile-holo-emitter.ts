// Mobile Holo-Emitter (voy, 123_040): equipment — reports as equipment; on your turn it may be placed on (worn by) one of your [Holo] personnel present, and taken off again on your turn. Worn, it moves with its wearer, is not counted as equipment present, and lets the wearer exist activated anywhere (behaviour/holo-emitters.ts, holograms.ts).
//   1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › Clarification: Allowing Holograms to "Exist" Elsewhere; EXECUTING ORDERS (equipment "worn" by one personnel); WHAT DOES THIS CARD MEAN? (not an Equipment card while worn).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_040', {
  title: 'Mobile Holo-Emitter',
  scenario: 'behaviour/holoprograms-more.spec.ts',
  play: { window: { kind: 'report' } },
  permits: [{ kind: 'wearer-exists-anywhere' }],
  abilities: [
    { id: 'wear', targets: { kind: 'personnel-present', filter: { whose: 'yours', icons: ['Holo'] } }, effects: [{ kind: 'wear-on-target' }] },
    { id: 'take-off', requires: [{ kind: 'host-personnel', filter: {} }], effects: [{ kind: 'take-off-wearer' }] },
  ],
});
