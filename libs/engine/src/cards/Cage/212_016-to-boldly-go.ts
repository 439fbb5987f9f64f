// To Boldly Go (Cage, 212_016): event — seeded or played on your table only if you seeded two or more missions with "23rd century" in lore; your [OS] ships are RANGE and SHIELDS +2 and your universal (%) facilities show [OS].
import { defineCard } from '../../behaviour/define';

export default defineCard('212_016', {
  title: 'To Boldly Go',
  scenario: 'behaviour/play-reactions.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-seeded-missions-with-lore', phrase: '23rd century', atLeast: 2 }] },
  seedRequires: [{ kind: 'you-seeded-missions-with-lore', phrase: '23rd century', atLeast: 2 }],
  fleet: [{ scope: 'your-ships', ships: { icons: ['OS'] }, attributes: ['RANGE', 'SHIELDS'], delta: 2 }],
  // Issue 15 (tosfilms): behaviour/table-icon-grants.ts.
  tableIconGrant: { types: ['Facility'], universal: true, icons: ['OS'] },
});
