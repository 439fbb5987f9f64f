// 22nd-Century ShiKahr (llap, 195_061): time location in 22nd-century Vulcan, paired with Vulcan (Deliver Ancient Artifact, the rulebook's Vulcan homeworld) — seeded or played there off the spaceline; [Vul][22] cards, [Non][22] personnel and [22] equipment (not [MU]) report to it, one such personnel each turn for free.
import { defineCard } from '../../behaviour/define';

const personnel = { notIcons: ['MU'], anyOf: [{ affiliation: 'Vulcan', icons: ['22'] }, { affiliation: 'Non-Aligned', icons: ['22'] }] } as const;

export default defineCard('195_061', {
  title: '22nd-Century ShiKahr',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: { kind: 'planet', corresponds: ['Vulcan'], natives: [{ personnel, free: true, onceEachTurn: true }, { personnel, ships: { affiliation: 'Vulcan', icons: ['22'], notIcons: ['MU'] }, equipment: { icons: ['22'], notIcons: ['MU'] } }] },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  seedsOnTarget: true,
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: ["any player's download of IDIC", 'non-[22] cards excluded from battle here'],
});
