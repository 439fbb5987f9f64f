// VR Headset (twt, 119_015): equipment — aboard your Dominion ship, each headset lets one of your Vorta, Jem'Hadar or Cardassians aboard raise the ship's WEAPONS and SHIELDS by one; a Vorta so helped is the ship's matching commander.
import { defineCard } from '../../behaviour/define';

const helped = { anyOf: [{ species: 'Vorta' }, { species: "Jem'Hadar" }, { species: 'Cardassian' }] };

export default defineCard('119_015', {
  title: 'VR Headset',
  scenario: 'behaviour/crew-enablers.spec.ts',
  play: { window: { kind: 'report' } },
  // 1E rulebook › THE CUMULATIVE RULE: one headset per helped personnel (behaviour/crew-enablers.ts).
  fleet: [{ scope: 'aboard', ships: { affiliations: ['Dominion'] }, attributes: ['WEAPONS', 'SHIELDS'], delta: 1, cumulative: true, perAboard: helped }],
  permits: [{ kind: 'enables-matching-commander', who: { species: 'Vorta' }, ships: { affiliations: ['Dominion'] } }],
});
